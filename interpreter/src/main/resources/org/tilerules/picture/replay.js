// The replay page's only script: shows one frame (the board after one step) at a time.
(function () {
  "use strict";
  var frames = JSON.parse(document.getElementById("frames").textContent);
  var players = JSON.parse(document.getElementById("players").textContent);
  var at = 0;
  function el(id) { return document.getElementById(id); }
  function item(list, text) {
    var li = document.createElement("li");
    li.textContent = text;
    list.appendChild(li);
  }
  function show(n) {
    at = Math.max(0, Math.min(frames.length - 1, n));
    var f = frames[at];
    el("board").innerHTML = f.svg;
    el("frame-title").textContent = f.title;
    var pos = el("position");
    pos.textContent = "step " + at + " of " + (frames.length - 1) + " \u00b7 " + f.title + " \u00b7 " + f.tiles + " tiles";
    pos.setAttribute("data-index", at);
    pos.setAttribute("data-turn", f.turn);
    pos.setAttribute("data-tiles", f.tiles);
    var d = el("decisions");
    d.innerHTML = "";
    f.decisions.forEach(function (x) { item(d, x); });
    if (!f.decisions.length) item(d, "none");
    var e = el("events");
    e.innerHTML = "";
    f.events.forEach(function (x) {
      item(e, players[x.player].name + " " + (x.points > 0 ? "+" : "") + x.points + " " + x.category + ": " + x.reason);
    });
    if (!f.events.length) item(e, "none");
    players.forEach(function (p, k) {
      var cell = el("score-" + k);
      cell.textContent = f.scores[k];
      var before = at > 0 ? frames[at - 1].scores[k] : 0;
      el("gain-" + k).textContent = f.scores[k] > before ? "+" + (f.scores[k] - before) : "";
    });
    var m = el("chart-marker");
    if (m) {
      var x = m.getAttribute("data-x0") * 1 + at * m.getAttribute("data-step");
      m.setAttribute("x1", x);
      m.setAttribute("x2", x);
    }
    el("first").disabled = el("back").disabled = at === 0;
    el("forward").disabled = el("last").disabled = at === frames.length - 1;
  }
  el("first").onclick = function () { show(0); };
  el("back").onclick = function () { show(at - 1); };
  el("forward").onclick = function () { show(at + 1); };
  el("last").onclick = function () { show(frames.length - 1); };
  document.addEventListener("keydown", function (ev) {
    var to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: frames.length - 1 }[ev.key];
    if (to !== undefined) { show(to); ev.preventDefault(); }
  });
  var start = parseInt(location.hash.substring(1), 10);
  show(isNaN(start) ? 0 : start);
})();
