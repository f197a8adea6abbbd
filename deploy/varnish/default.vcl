# The CDN edge in front of the origin servers (issue 28): Varnish 7.1 with the xkey vmod (Debian: varnish,
# varnish-modules). deploy/varnish/README.md says how to run it; tests/edge runs it as written here.
#
# - Cached: what the origin marks `public` (the prebuilt pages, their files, hashed assets, media), for the
#   origin's s-maxage (api/services/edge/cache-policy.ts). Everything else goes to the origin each time: the API,
#   the back-office, the server-rendered pages, any write, any signed-in editor.
# - Purged: by surrogate key. The origin tags each answer (`Surrogate-Key: site /apl-lyon`); after a build goes
#   live, the publisher sends `PURGE` with the keys of the pages it changed in `xkey-purge` (`site`: the whole
#   site), from an address of the `purgers` ACL or with the token. `PURGE /path` without keys purges that URL.
# - Stale: with the origin down (its probe failing), pages are served up to a day past their lifetime (grace, as
#   the origin's stale-if-error says); with the origin up, an expired page is served while it is fetched again
#   (stale-while-revalidate). A page never cached while the origin is down gets a French 503 page at once.
vcl 4.1;

import std;
import xkey;

include "backends.vcl";

# Who may purge: this machine (a publisher on the same host). Add the origin servers' addresses, or set the
# EDGE_PURGE_TOKEN environment variable of varnishd and of the servers (then a PURGE carrying it is accepted from
# anywhere).
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  # backends.vcl: the origin server, or a director over several.
  call edge_origin;
  # A client never sets what the edge reports, nor the keys of an object.
  unset req.http.X-Cache;
  # The request's id: a short token from in front (a CDN or load balancer before this edge) is kept, anything else
  # replaced by the edge's own (the time, then Varnish's transaction id). Sent to the origin, which logs it on
  # each line of the request (haproxy too), in the access log (varnishncsa.format) and in the answer.
  if (req.http.X-Request-Id !~ "^[A-Za-z0-9._-]{1,64}$") {
    set req.http.X-Request-Id = "v" + std.integer(time=now) + "-" + req.xid;
  }

  # The servers' build sync (BUILD_SYNC=fetch, /api/internal/builds) goes from server to server on their internal
  # addresses, never through the edge: refused here, whatever its secret.
  if (req.url ~ "^/api/internal(/|\?|$)") {
    return (synth(404, "Not Found"));
  }
  if (req.method == "PURGE") {
    call edge_purge;
  }
  if (req.method == "BAN") {
    return (synth(405, "Method Not Allowed"));
  }
  # Writes and anything but a read: to the origin, never cached.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }

  # Tracking parameters do not change a page: one cached copy for all of them.
  set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z]+|gclid|fbclid|msclkid|mc_[a-z]+|_ga)=[^&]*(&|$)", "");
  set req.url = regsub(req.url, "[?&]+$", "");
  set req.url = std.querysort(req.url);

  # Server-only paths: the API, the back-office, what is computed per request (shared results, city search, a
  # Conseil search, the data-deletion confirmation, the embed's city lookup, an editor's preview link).
  if (req.url ~ "^/(api|admin)(/|\?|$)" ||
      req.url ~ "^/apercu(/|\?|$)" ||
      req.url ~ "^/(en/)?(resultats|recherche)(/|\?|$)" ||
      req.url ~ "^/supprimer-mes-donnees/confirmer" ||
      req.url ~ "^/conseil\?(.*&)?q=" ||
      req.url ~ "^/integrer/simulateur[^?]*\?") {
    return (pass);
  }
  # A signed-in editor or admin sees the origin (the session cookie of better-auth); every other cookie is the
  # browser's own (consent, audience tools): the pages do not read it, and it would split the cache.
  if (req.http.Cookie ~ "(^|;\s*)(__Secure-)?better-auth\.") {
    return (pass);
  }
  unset req.http.Cookie;
  unset req.http.Authorization;

  # While the origin answers its probe, an expired page is served at most 60 s while it is fetched again
  # (stale-while-revalidate); when it does not, the whole grace (a day) applies.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 60s;
  }
  return (hash);
}

sub edge_purge {
  if (!(client.ip ~ purgers) &&
      !(std.getenv("EDGE_PURGE_TOKEN") != "" && req.http.X-Purge-Token == std.getenv("EDGE_PURGE_TOKEN"))) {
    return (synth(403, "Forbidden"));
  }
  if (req.http.xkey-purge) {
    set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.X-Purged));
  }
  return (purge);
}

sub vcl_backend_fetch {
  # A page answers in milliseconds: a stalled origin gives the error page (or the stale page) in 3 s, not a hang.
  if (!bereq.uncacheable) {
    set bereq.first_byte_timeout = 3s;
  }
}

sub vcl_backend_response {
  # The origin's keys, Fastly's header name: the xkey vmod indexes the object by `xkey`.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    unset beresp.http.Surrogate-Key;
  }
  # An origin error while a stale copy exists: keep serving the copy (stale-if-error).
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  # Cached only when the origin says `public`: anything else (no-store, private, none) goes through each time.
  if (bereq.uncacheable || beresp.http.Cache-Control !~ "(?i)(^|[ ,])public([ ,]|$)" || beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # Lifetime: the origin's s-maxage (Varnish reads it); served stale up to a day when the origin is down, then kept
  # a day more to be revalidated (If-None-Match: a 304 when the page did not change).
  set beresp.grace = std.duration(
    regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 86400s);
  set beresp.keep = 1d;
  return (deliver);
}

sub vcl_backend_error {
  # A background refresh that failed keeps the stale copy.
  if (bereq.is_bgfetch) {
    return (abandon);
  }
  set beresp.http.Retry-After = "30";
  set beresp.http.Cache-Control = "no-store";
  set beresp.ttl = 0s;
  if (bereq.url ~ "^/api/") {
    set beresp.http.Content-Type = "application/json; charset=utf-8";
    set beresp.body = """{"success":false,"code":"SERVICE_INDISPONIBLE","error":"Le service est momentanément indisponible. Réessayez dans quelques instants."}""";
    return (deliver);
  }
  set beresp.http.Content-Type = "text/html; charset=utf-8";
  set beresp.body = {"<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Site momentanément indisponible — APL Simulateur</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}</style></head>
<body><main><h1>Site momentanément indisponible</h1>
<p>Cette page du simulateur d’aide au logement ne peut pas être affichée pour le moment : nos serveurs ne répondent pas.</p>
<p>Réessayez dans quelques instants. Les pages déjà consultées restent accessibles.</p>
<p><a href="/">Retour à l’accueil</a></p></main></body>
</html>
"};
  return (deliver);
}

sub vcl_deliver {
  # What the edge did, for operators and the tests: HIT (from cache), MISS (fetched and cached), PASS (origin only).
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # This request's id, not the one of the request that filled the cache.
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  # The keys and the edge's own lifetime stay here: a shared cache further down would keep pages nobody purges.
  unset resp.http.xkey;
  if (resp.http.Cache-Control ~ "s-maxage") {
    set resp.http.Cache-Control = regsub(resp.http.Cache-Control, ",\s*s-maxage=[0-9]+", "");
  }
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}

sub vcl_synth {
  if (req.method == "PURGE") {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
  }
}
