# The origin servers behind the edge (included by default.vcl). One server here; for several, declare one backend
# each and a round-robin director in vcl_init (deploy/varnish/README.md). The edge test (tests/edge) puts a file of
# the same name first on varnishd's vcl_path to point at its own server.
backend origin {
  .host = "127.0.0.1";
  .port = "4321";
  # A server that is gone is known at once (refused), one that does not answer within a second is taken as down.
  .connect_timeout = 1s;
  # The slowest legitimate answers are back-office ones (an export, a preview build); a page answers in
  # milliseconds and gets a shorter wait in default.vcl (vcl_backend_fetch).
  .first_byte_timeout = 60s;
  .between_bytes_timeout = 10s;
  # Health: a static file of the live build, served without the store (like /api/health/ready, without its store
  # check: with the store down the pages are still served). Down after 2 failures out of 3 checks a second apart.
  .probe = {
    .url = "/robots.txt";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
  }
}

# Called first by vcl_recv: the origin of each request (with a director: set req.backend_hint = origins.backend();).
sub edge_origin {
  set req.backend_hint = origin;
}
