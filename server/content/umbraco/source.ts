// The Umbraco content source: reads the Delivery API's answers (answers.ts), maps them onto raw
// documents (map.ts) and builds the site's model with the one assembler (../assemble.ts) under
// the last-good policy (policy.ts). The model is then served through the same content
// interface as the files', so the site cannot tell the sources apart.
import { createAssembler, type ContentBundle } from '../assemble.js';
import { fetchAnswers, patchAnswers, type Answers } from './answers.js';
import { toRawContent, type MapOptions } from './map.js';
import { lastGoodPolicy, type SkipLog, type Memo } from './policy.js';
import type { UmbracoClient } from './client.js';

/** Reads whole bundles from Umbraco, or patches the last with the documents a change event names. */
export function umbracoBundleReader(client: UmbracoClient, log: SkipLog & { info?(obj: object, msg: string): void }, o: MapOptions) {
  // Live and preview apart, so a draft an editor looked at is never the live site's fallback.
  const modes = {
    live: { good: new Map<string, unknown>(), assemble: createAssembler() },
    preview: { good: new Map<string, unknown>(), assemble: createAssembler() },
  };
  const memo = new WeakMap<object, Map<string, Memo>>();
  const assemble = (answers: Answers, preview: boolean): ContentBundle => {
    const mode = preview ? modes.preview : modes.live;
    const policy = lastGoodPolicy(mode.good, memo, log);
    const bundle = mode.assemble(toRawContent(answers, log, o), policy);
    policy.forgetUnseen();
    return { ...bundle, problems: policy.problems() };
  };

  // The answers the live bundle was made from; a change event patches a copy.
  let live: Answers | undefined;
  // Documents an event removed lately: a replayed unpublish or delete of one is not a reason to read everything.
  const removed = new Set<string>();

  /** Reads everything (through the CMS cache) and maps it; with preview, Umbraco's drafts, never cached. */
  async function read(preview = false): Promise<ContentBundle> {
    const answers = await fetchAnswers(client, preview, live?.folderIds);
    const bundle = assemble(answers, preview);
    if (!preview) live = answers;
    return bundle;
  }

  /** Reads only the documents a change event names; `complete` when it had to read everything instead. */
  async function readChanged(ids: readonly string[]): Promise<{ bundle: ContentBundle; complete: boolean; calls: number }> {
    const before = client.calls;
    const patched = live && ids.length ? await patchAnswers(client, live, ids, removed) : undefined;
    if (!patched || 'unplaced' in patched) {
      if (patched) log.info?.({ id: patched.unplaced }, 'Umbraco change names a document the site does not place; reading everything');
      client.invalidate();
      return { bundle: await read(), complete: true, calls: client.calls - before };
    }
    const bundle = assemble(patched.answers, false);
    live = patched.answers;
    return { bundle, complete: false, calls: client.calls - before };
  }

  return { read, readChanged };
}
