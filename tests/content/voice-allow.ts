// Turkish words that end like a plural imperative (-ın, -in, -un, -ün) or contain
// -ınız/-iniz but are not the formal "you". Lower case, Turkish letters. Add a word only
// after checking that, where it is used, it is not an imperative ("sorun" is here as
// "problem"; a sentence that means "ask!" must be rephrased, not allowed).
const words = `
  için yakın bugün bütün ürün uygun mümkün memnun peşin etkin yaygın izin vitrin metin satın
  ilişkin bulunmaksızın henüz sorun yarın uzun

  senin kendin dokun

  aramıştın bulamadın ödedin

  adın soyadın hesabın kartın kodun dekontun karekodun linkin onayın talebin kaydın
  tutarın ücretin borcun hakkın zararın sınırın sürecin transferin tahsilatın satışın
  akışın alanın arkadaşın müşterin yazılımcın işyerin şirketin işin hizmetin maliyetin
  ihtiyacın şikâyetin mevzuatın tarafın yerin ayın yılın ilin

  üzgünüz akdeniz önizlemede

  selin linkedın
`;
// Groups, in order: nouns, adjectives, adverbs ("yarın": tomorrow) and postpositions; "you" in the informal register
// and the informal "dokun" (touch), which has no formal reading; the informal past
// tense; nouns with the informal possessive or the genitive ("hesabın": your account, or
// of the account); words that contain -ünüz/-eniz by chance (the spec's "Üzgünüz" is
// "we are sorry"); names (an author, a social network).

export const innocentWords: ReadonlySet<string> = new Set(words.split(/\s+/).filter(Boolean));
