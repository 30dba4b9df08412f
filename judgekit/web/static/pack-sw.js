// The pack's service worker (`export` puts PACK, the pack's build stamp, and FILES, every file
// of it, above this). Installing keeps them all; every request is then answered from that copy,
// and a newer pack replaces an older one when its worker activates.
"use strict";
var CACHE = "judgekit-pack-" + PACK;

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    var queue = FILES.slice();
    function next() {  // a few at a time: thousands of parallel requests overwhelm a phone
      var batch = queue.splice(0, 32);
      return batch.length ? cache.addAll(batch).then(next) : null;
    }
    return next();
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k.indexOf("judgekit-pack-") === 0 && k !== CACHE; })
      .map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  if (event.request.method !== "GET") return;
  // search.html?q=… is the same file whatever the question
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(event.request, { ignoreSearch: true }).then(function (hit) {
      return hit || fetch(event.request);
    });
  }));
});
