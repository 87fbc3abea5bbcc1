vcl 4.1;
# The site's Varnish configuration (Varnish 6 or 7 with varnish-modules for xkey). What it
# does, and the same rules for Fastly and Cloudflare: docs/cdn.md. Before deploying, set the
# backend's address and the purgers ACL below; the origin runs with CDN=varnish and
# CDN_PURGE_URL pointing at this Varnish.
#
# - Pages are the same bytes for every visitor: cookies are dropped from every request that
#   may be cached, after the one cookie the site reads (the language choice, for the redirect
#   of `/`) has been turned into X-Lang-Pref, on which the origin's `/` varies.
# - Tracking parameters (utm_*, gclid, fbclid…) leave the URL: the page is the same object,
#   and the analytics tag reads them in the browser's own address bar.
# - POSTs, the phone and geo APIs, previews and operations endpoints are passed; answers that
#   are private, no-store or set a cookie are never stored (Varnish's built-in rules).
# - Pages carry `xkey` (their content's surrogate keys); `PURGE` with `xkey-purge: k1 k2`
#   (or `xkey-softpurge`) from the purgers ACL drops them.
# - Grace: an object stays 24 hours past its TTL, served while the origin is down
#   (stale-if-error) and for up to its stale-while-revalidate window while a fresh copy is fetched.

import std;
import cookie;
import xkey;

backend origin {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
    .probe = {
        .url = "/healthz";
        .interval = 3s;
        .timeout = 2s;
        .window = 5;
        .threshold = 3;
        .initial = 3;
    }
}

# Who may purge: the origin's own addresses (where the site's processes run).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    set req.backend_hint = origin;

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-purge) {
            set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
        } elsif (req.http.xkey-softpurge) {
            set req.http.X-Purged = xkey.softpurge(req.http.xkey-softpurge);
        } else {
            return (synth(400, "xkey-purge or xkey-softpurge header required"));
        }
        return (synth(200, "Purged " + req.http.X-Purged));
    }

    # The language choice, normalised: only `en` counts, and never for a prefetch (the origin
    # does not redirect a prefetch either). Whatever a client sent in X-Lang-Pref is dropped.
    unset req.http.X-Lang-Pref;
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        if (cookie.get("i18n_redirected") == "en" && req.http.Sec-Purpose !~ "(?i)prefetch" && req.http.Purpose !~ "(?i)prefetch") {
            set req.http.X-Lang-Pref = "en";
        }
    }

    # Tracking parameters out of the cache key (and out of the origin's request). They are kept
    # aside (X-Tracking) for a redirect's Location (vcl_deliver): a campaign link keeps them.
    unset req.http.X-Tracking;
    if (req.url ~ "(?i)[?&](utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi)=") {
        set req.http.X-Tracking = regsuball(regsub(req.url, "^[^?]*\?", "&"), "(?i)&(?!(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi)=)[^&]*", "");
        set req.http.X-Tracking = regsub(req.http.X-Tracking, "^&", "");
        set req.url = regsuball(req.url, "(?i)([?&])(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi)=[^&]*", "\1");
        set req.url = regsuball(req.url, "&{2,}", "&");
        set req.url = regsub(req.url, "\?&", "?");
        set req.url = regsub(req.url, "[?&]$", "");
    }
    # The same parameters in another order are the same page.
    set req.url = std.querysort(req.url);

    # Forms post, the phone check, the visitor's country, previews and operations: never cached.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/api/(phone|geo)" || req.url ~ "^/(healthz|readyz|metrics)" || req.url ~ "[?&]preview=") {
        return (pass);
    }

    # While the origin is healthy, a stale object is served for at most ten minutes (its
    # stale-while-revalidate window) while a fresh copy is fetched; when it is down, the whole grace.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 10m;
    }

    # No page reads a cookie: drop them all, so every visitor shares one object.
    unset req.http.Cookie;
    # Varnish's built-in rules follow (Authorization passes, unknown methods pipe).
}

sub vcl_backend_fetch {
    # The tracking parameters kept aside are the edge's own; the origin never sees them.
    unset bereq.http.X-Tracking;
}

sub vcl_backend_response {
    # Stale-if-error: kept a day past its TTL; vcl_recv's req.grace limits how stale an
    # object may be served while the origin is healthy.
    set beresp.grace = 24h;
    # Built-in rules follow: private, no-store, no-cache, Set-Cookie or Vary: * are never stored.
}

sub vcl_deliver {
    # Keys are for this cache only.
    unset resp.http.xkey;
    # A redirect takes the visitor's tracking parameters along (a Location with a fragment
    # keeps its own). The stored object never holds them: it is shared.
    if (resp.status >= 301 && resp.status <= 308 && req.http.X-Tracking && resp.http.Location && resp.http.Location !~ "#") {
        if (resp.http.Location ~ "\?") {
            set resp.http.Location = resp.http.Location + "&" + req.http.X-Tracking;
        } else {
            set resp.http.Location = resp.http.Location + "?" + req.http.X-Tracking;
        }
    }
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
