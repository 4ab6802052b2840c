# Varnish with the xkey module (Debian: varnish, varnish-modules) as the caching proxy in front of
# the SSR instances, purged by content key (issue 40; docs/reliability.md, "Purge by key").
#
# Each page names its content keys in Surrogate-Key (event:4 events:list nav pages …). A content
# change makes every instance send `PURGE /` with `xkey-purge: <keys>` here (PURGE_URL=http://this
# proxy/, server/cache/purge.ts): the pages showing what changed are soft-purged, everything else
# stays for s-maxage (3600 s with a purge hook). Browsers still revalidate (max-age=0).
#
# Soft, not hard: a purged page expires but stays in grace, so the next visitor gets it at once
# (X-Proxy-Cache: STALE) while one background fetch brings the new page; the visitors after that get
# the new one. A hard purge made every visitor of a purged page wait for its render on Varnish's
# waiting list: in a ticket sale (five concerts changing every 2 s, each purged by three instances,
# twice) the concert list was nearly always being fetched, and the visitors' p99 was the render time
# (`npm run bench -- --sale`, docs/performance.md).
vcl 4.1;

import xkey;
import directors;

# the SSR instances; add one backend per instance
backend ssr1 { .host = "127.0.0.1"; .port = "3000"; }

# who may purge: the instances
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    # each address from one instance, chosen by a hash of the URL: after a purge the proxy fetches a
    # page again from the instance whose own page cache holds it, so a change costs one render per
    # page it touched, not one per instance (each instance purges, and a round robin asked another
    # instance each time: 17 renders per change where 9 to 15 pages show the concert, and the
    # render gate's 503s, in `npm run bench -- --sale`)
    new instances = directors.hash();
    instances.add_backend(ssr1, 1.0);
    # when that instance cannot be reached (dead, restarting): the others in turn
    new fallback = directors.round_robin();
    fallback.add_backend(ssr1);
}

sub vcl_recv {
    set req.backend_hint = instances.backend(req.url);
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) { return (synth(403, "Forbidden")); }
        if (!req.http.xkey-purge) { return (synth(400, "xkey-purge header missing")); }
        set req.http.n-gone = xkey.softpurge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone));
    }
    if (req.method != "GET" && req.method != "HEAD") { return (pass); }
    # an editor (a session cookie) or an editor's URL never reads from nor writes to the cache
    if (req.http.Cookie ~ "(^|;)\s*sessionid=[^;]") { return (pass); }
    if (req.url ~ "[?&](edit|v)(=|&|$)") { return (pass); }
    # no other cookie changes the server's markup: one copy for everybody
    unset req.http.Cookie;
    return (hash);
}

sub vcl_backend_fetch {
    if (bereq.retries > 0) { set bereq.backend = fallback.backend(); }
}

sub vcl_backend_error {
    # no connection to the instance: try the others (twice) before answering an error
    if (bereq.retries < 2) { return (retry); }
}

sub vcl_backend_response {
    # a background fetch of a purged page that fails (an instance turning visitors away with 503, the
    # back end down) keeps the page it would replace: visitors go on getting it from grace
    if (bereq.is_bgfetch && beresp.status >= 500) { return (abandon); }
    # a render that overlapped a change it read answers `private, no-cache` (server/render/renderPage.tsx):
    # a background fetch that gets it keeps the stale page (the next visitor's fetch tries again); a
    # visitor's own fetch is remembered as uncacheable for a second, not the built-in two minutes in
    # which every visitor of that page went to the instances (the ticket sale's misses)
    if (!bereq.uncacheable && !beresp.http.Set-Cookie && beresp.http.Cache-Control ~ "^private, no-cache$") {
        if (bereq.is_bgfetch) { return (abandon); }
        set beresp.ttl = 1s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # the keys the purges name
    if (beresp.http.Surrogate-Key) { set beresp.http.xkey = beresp.http.Surrogate-Key; }
    # s-maxage is the TTL (Varnish reads it); keep a page up to a day past it while the instances fail
    set beresp.grace = 30s;
    set beresp.keep = 1d;
}

sub vcl_deliver {
    # what the proxy did, as config/nginx/ says it (X-Proxy-Cache: HIT, MISS, BYPASS; STALE: purged or
    # expired, answered from grace while a background fetch brings the new page)
    if (obj.uncacheable) { set resp.http.X-Proxy-Cache = "BYPASS"; }
    elsif (obj.hits > 0 && obj.ttl <= 0s) { set resp.http.X-Proxy-Cache = "STALE"; }
    elsif (obj.hits > 0) { set resp.http.X-Proxy-Cache = "HIT"; }
    else { set resp.http.X-Proxy-Cache = "MISS"; }
    # the keys are for this proxy only; browsers revalidate (max-age=0) and no cache behind us keeps it
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Surrogate-Control;
    if (resp.http.Cache-Control ~ "s-maxage") { set resp.http.Cache-Control = "public, max-age=0"; }
}
