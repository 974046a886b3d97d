// The play page: a set-up form, then the game, drawn from the snapshots the server sends.
// Every decision arrives the same way: its options' labels, and for each what on the board it
// names (a placement, a point on a feature, a tile), which the page marks for clicking.
(function () {
  "use strict";
  var NS = "http://www.w3.org/2000/svg", XLINK = "http://www.w3.org/1999/xlink";
  var PLACE = /(-?\d+),(-?\d+)(\.[A-Za-z_][A-Za-z0-9_]*)?/;
  var game = null, state = null, version = -1, polling = null, scrolled = false;
  var chosen = null, wantRot = 0;   // the position picked for the drawn tile, and the turn wanted
  var zoom = 1, setupAsked = 0;     // the board's scale; the number of the latest set-up request
  var mine = {};                    // seat index -> its token: the seats this page plays (its link's, or all a starter's)

  function el(id) { return document.getElementById(id); }
  function make(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function svg(tag, attrs) {
    var e = document.createElementNS(NS, tag);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    return e;
  }
  function json(url, body) {
    var init = body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
    return fetch(url, init).then(function (r) {
      if (r.status === 204) return null;
      return r.json().then(function (j) {
        if (!r.ok) throw new Error(j.problem || ("HTTP " + r.status));
        return j;
      });
    });
  }

  // ---------------------------------------------------------------- set-up

  function chosenRules() {
    if (el("rs-all") && el("rs-all").checked) return ["all"];
    var out = [];
    document.querySelectorAll("#rulesets input.rs:checked").forEach(function (c) { out.push(c.value); });
    return out.length ? out : ["base"];
  }

  function loadRulesets() {
    json("/api/rulesets").then(function (list) {
      var box = el("rulesets");
      // "all": every rule set that can be played together (as --rules all), the others then greyed
      var allLabel = make("label", { title: "every rule set that can be played with the others (as play --rules all)" });
      var all = make("input", { type: "checkbox", value: "all", id: "rs-all" });
      all.onchange = function () {
        document.querySelectorAll("#rulesets input.rs").forEach(function (c) { c.disabled = all.checked; });
        refreshSetup();
      };
      allLabel.appendChild(all);
      allLabel.appendChild(make("span", { "class": "name" }, " all"));
      allLabel.appendChild(make("span", {}, " \u2014 every rule set together"));
      box.appendChild(allLabel);
      list.forEach(function (r) {
        var label = make("label", { title: r.description });
        var box1 = make("input", { type: "checkbox", value: r.name, id: "rs-" + r.name, "class": "rs" });
        if (r.name === "base") box1.checked = true;
        box1.onchange = refreshSetup;
        label.appendChild(box1);
        label.appendChild(make("span", { "class": "name" }, " " + r.name));
        label.appendChild(make("span", {}, " \u2014 " + r.description));
        box.appendChild(label);
      });
      refreshSetup();
    });
  }

  // Each change asks the server again; only the answer to the latest request is shown (an older one,
  // arriving late, is dropped), and Start waits for it.
  function refreshSetup() {
    var p = el("setup-problem"), asked = ++setupAsked;
    el("start").disabled = true;
    el("setup").setAttribute("data-ready", "false");
    json("/api/setup?rules=" + encodeURIComponent(chosenRules().join(","))).then(function (s) {
      if (asked !== setupAsked) return;
      el("setup").setAttribute("data-ready", "true");
      p.hidden = true;
      el("start").disabled = false;
      var count = el("player-count"), was = parseInt(count.value, 10) || 2;
      count.innerHTML = "";
      for (var n = s.minPlayers; n <= s.maxPlayers; n++) count.appendChild(make("option", { value: n }, String(n)));
      count.value = Math.max(s.minPlayers, Math.min(s.maxPlayers, was));
      count.onchange = function () { seats(s.bots); };
      seats(s.bots);
      var t = el("options");
      t.innerHTML = "";
      s.options.forEach(function (o) {
        var row = make("tr");
        row.appendChild(make("td", {}, o.name));
        var cell = make("td"), input;
        if (o.type === "bool") {
          input = make("input", { type: "checkbox", id: "opt-" + o.name, "data-default": o.value });
          input.checked = o.value !== 0;
        } else {
          input = make("input", { type: "number", id: "opt-" + o.name, value: o.value, "data-default": o.value });
        }
        input.setAttribute("data-type", o.type);
        input.setAttribute("data-name", o.name);
        cell.appendChild(input);
        row.appendChild(cell);
        t.appendChild(row);
      });
    }).catch(function (e) {
      if (asked !== setupAsked) return;
      el("setup").setAttribute("data-ready", "true");
      p.textContent = e.message;
      p.hidden = false;
      el("start").disabled = true;
    });
  }

  function seats(bots) {
    var t = el("seats"), n = parseInt(el("player-count").value, 10), old = [];
    t.querySelectorAll("select").forEach(function (s) { old.push(s.value); });
    t.innerHTML = "";
    for (var i = 0; i < n; i++) {
      var row = make("tr"), sel = make("select", { id: "seat-" + i });
      sel.appendChild(make("option", { value: "human" }, "a person at this page"));
      bots.forEach(function (b) { sel.appendChild(make("option", { value: b }, "bot: " + b)); });
      sel.value = old[i] || (i === 0 ? "human" : "greedy");
      row.appendChild(make("td", {}, "player " + (i + 1)));
      var c = make("td");
      c.appendChild(sel);
      row.appendChild(c);
      t.appendChild(row);
    }
  }

  function start() {
    var options = {};
    document.querySelectorAll("#options input").forEach(function (i) {
      var v = i.getAttribute("data-type") === "bool" ? (i.checked ? 1 : 0) : parseInt(i.value, 10);
      if (String(v) !== i.getAttribute("data-default")) {
        options[i.getAttribute("data-name")] = i.getAttribute("data-type") === "bool" ? (v === 1) : v;
      }
    });
    var seatList = [];
    document.querySelectorAll("#seats select").forEach(function (s) { seatList.push(s.value); });
    var body = { rules: chosenRules(), seats: seatList, options: options };
    var seed = el("seed").value;
    if (seed !== "") body.seed = parseInt(seed, 10);
    el("start").disabled = true;
    json("/api/games", body).then(function (r) {
      mine = {};
      r.tokens.forEach(function (t, k) { if (t) mine[k] = t; });
      location.hash = link(r.game, Object.keys(mine));
      play(r.game);
    }).catch(function (e) {
      el("setup-problem").textContent = e.message;
      el("setup-problem").hidden = false;
      el("start").disabled = false;
    });
  }

  // ---------------------------------------------------------------- the game

  /** The address part after # that opens game ID playing the seats listed (each with its token). */
  function link(id, seats) {
    return "game=" + id + (seats.length ? "&seats=" + seats.map(function (k) { return k + "." + mine[k]; }).join(",") : "");
  }

  /** For each person's seat this page plays, a link that hands it to a second browser. */
  function seatLinks(s) {
    var box = el("seat-links"), list = el("seat-link-list"), keys = Object.keys(mine);
    if (box.getAttribute("data-done") === "true" || keys.length === 0) return;
    box.setAttribute("data-done", "true");
    keys.forEach(function (k) {
      var url = location.origin + location.pathname + "#" + link(game, [k]);
      var row = make("div", { "class": "seat-link" });
      row.appendChild(make("span", { "class": "swatch", style: "background:" + s.players[k].colour }));
      row.appendChild(document.createTextNode(s.players[k].name + " "));
      row.appendChild(make("input", { type: "text", readonly: "readonly", value: url, "data-seat": k, size: 28 }));
      list.appendChild(row);
    });
    box.hidden = false;
  }

  function play(id) {
    game = id;
    el("setup").hidden = true;
    el("play").hidden = false;
    poll();
  }

  var asking = false, again = false;
  function poll() {
    clearTimeout(polling);
    if (asking) { again = true; return; }   // one request at a time: a snapshot is shown once
    asking = true;
    json("/api/games/" + game + "/state?since=" + version).then(function (s) {
      asking = false;
      if (s && s.version !== version) show(s);
      if (again || !state || state.status === "playing") polling = setTimeout(poll, again ? 0 : 150);
      again = false;
    }).catch(function (e) {
      asking = false;
      el("problem").textContent = e.message;
      el("problem").hidden = false;
      polling = setTimeout(poll, 1000);
    });
  }

  /** The open decision when it is one of this page's seats (a seat handed to another browser is decided there). */
  function myDecision(s) { return s.decision && mine[s.decision.player] ? s.decision : null; }

  function show(s) {
    state = s;
    version = s.version;
    chosen = null;
    var b = el("board"), left = b.scrollLeft, top = b.scrollTop, w = b.scrollWidth, h = b.scrollHeight;
    b.innerHTML = s.board;
    var sv = b.querySelector("svg");
    if (sv) {   // the picture's own size, kept for zooming
      sv.setAttribute("data-w", sv.getAttribute("width"));
      sv.setAttribute("data-h", sv.getAttribute("height"));
      scale(sv);
    }
    if (!scrolled) {
      b.scrollLeft = (b.scrollWidth - b.clientWidth) / 2;
      b.scrollTop = (b.scrollHeight - b.clientHeight) / 2;
      scrolled = true;
    } else {   // the board grows on the left or top: keep what was in view in view
      b.scrollLeft = left + (b.scrollWidth - w);
      b.scrollTop = top + (b.scrollHeight - h);
    }
    var last = b.querySelector("rect.last");
    if (last) last.scrollIntoView({ block: "nearest", inline: "nearest" });   // the last move stays in view
    players(s);
    seatLinks(s);
    var d = myDecision(s);
    el("play").setAttribute("data-version", s.version);
    el("play").setAttribute("data-status", s.status);
    el("play").setAttribute("data-waiting", d ? "true" : "false");
    var cur = s.players[s.current];
    el("turn").textContent = s.status === "over" ? "The game is over (" + s.turn + " turns)."
        : s.status === "failed" ? "The game stopped."
        : "Turn " + s.turn + ": " + cur.name + (cur.seat === "human" ? "" : " (" + cur.seat + ")")
          + (d ? " \u2014 your decision" : s.decision ? " decides (in another browser)" : " is playing")
          + " \u00b7 " + s.tilesLeft + " tiles left";
    drawn(s);
    decision(s, d);
    var lines = s.log.trimEnd().split("\n");
    el("log").textContent = lines.slice(-16).join("\n");
    el("log").scrollTop = el("log").scrollHeight;
    if (s.problem) { el("problem").textContent = s.problem; el("problem").hidden = false; }
    scores(s);
    el("undo").hidden = !(d && s.undo);
    if (s.table) final(s);
  }

  // Every score event, latest first; hovering one shows the rule that made it (file and line).
  function scores(s) {
    var list = el("scores");
    list.innerHTML = "";
    for (var i = s.events.length - 1; i >= 0; i--) {
      var e = s.events[i], p = s.players[e.player];
      var li = make("li", { "class": "event", "data-rule": e.rule, title: e.rule ? "why: " + e.rule : "" });
      li.appendChild(make("span", { "class": "swatch", style: "background:" + p.colour }));
      li.appendChild(document.createTextNode("turn " + e.turn + " " + p.name + " " + (e.points > 0 ? "+" : "") + e.points + ": " + e.reason));
      if (e.rule) li.appendChild(make("span", { "class": "why" }, e.rule));
      list.appendChild(li);
    }
    el("scores-box").hidden = s.events.length === 0;
  }

  // ---------------------------------------------------------------- zoom and pan

  function scale(sv) {
    sv.setAttribute("width", Math.round(parseFloat(sv.getAttribute("data-w")) * zoom));
    sv.setAttribute("height", Math.round(parseFloat(sv.getAttribute("data-h")) * zoom));
    el("zoom-level").textContent = Math.round(zoom * 100) + "%";
    el("board").setAttribute("data-zoom", String(zoom));
  }

  /** Zooms by a factor, keeping the board's point under (cx, cy) (its view's coordinates) where it is. */
  function zoomBy(f, cx, cy) {
    var b = el("board"), sv = b.querySelector("svg");
    var next = Math.max(0.25, Math.min(4, Math.round(zoom * f * 100) / 100));
    if (!sv || next === zoom) return;
    if (cx === undefined) { cx = b.clientWidth / 2; cy = b.clientHeight / 2; }
    var px = (b.scrollLeft + cx) / zoom, py = (b.scrollTop + cy) / zoom;
    zoom = next;
    scale(sv);
    b.scrollLeft = px * zoom - cx;
    b.scrollTop = py * zoom - cy;
  }

  function panBy(dx, dy) {
    var b = el("board");
    b.scrollLeft += dx;
    b.scrollTop += dy;
  }

  function players(s) {
    var t = el("players");
    t.innerHTML = "";
    s.players.forEach(function (p, k) {
      var row = make("tr", { "class": k === s.current && s.status === "playing" ? "current" : "" });
      var name = make("td");
      name.appendChild(make("span", { "class": "swatch", style: "background:" + p.colour }));
      name.appendChild(document.createTextNode(p.name + (p.seat !== "human" ? " (" + p.seat + ")" : mine[k] ? " (you)" : " (a person)")));
      var pieces = p.pieces.map(function (x) { return (x.name || x.kind) + " " + x.left + (x.total !== undefined ? "/" + x.total : ""); });
      name.appendChild(make("div", { "class": "pieces" }, pieces.join(" \u00b7 ")));
      row.appendChild(name);
      row.appendChild(make("td", { "class": "score", id: "score-" + k, "data-player": p.name }, String(p.score)));
      t.appendChild(row);
    });
  }

  function use(symbol, x, y, extra) {
    var u = svg("use", Object.assign({ x: x, y: y, width: 100, height: 100 }, extra || {}));
    u.setAttributeNS(XLINK, "xlink:href", "#" + symbol);
    u.setAttribute("href", "#" + symbol);
    return u;
  }

  function drawn(s) {
    var box = el("drawn-box"), d = el("drawn");
    d.innerHTML = "";
    if (!s.drawn || s.status !== "playing") { box.hidden = true; return; }
    box.hidden = false;
    el("drawn-name").textContent = s.drawn.name;
    d.appendChild(use(s.drawn.symbol, 0, 0, { transform: "rotate(" + wantRot * 90 + " 50 50)" }));
  }

  function decision(s, d) {
    var box = el("decision"), list = el("options-list");
    list.innerHTML = "";
    el("placing").hidden = true;
    if (!d) { box.hidden = true; return; }
    box.hidden = false;
    var me = s.players[d.player].name;
    var places = d.options.some(function (o) { return o.placement; });
    // the decision's name is the rules' (the step or named rule that asks it: "dragon", "tower capture")
    el("decision-title").textContent = me + ": " + (places ? "place the tile"
        : d.title ? d.title + " \u2014 choose" + (d.none >= 0 ? " (or pass)" : "") : "choose (" + d.topic + ")");
    el("decision-hint").textContent = places
        ? "Click a green square to put the tile there, turn it (R or the button), then place it (Enter or the button)."
        : "Click a marked place on the board, or an option below.";
    var board = el("board").querySelector("svg"), layer = svg("g", { "class": "choices" });
    var old = board.querySelector("g.choices");
    if (old) old.remove();
    board.appendChild(layer);
    var spots = {}, marks = {}, groups = [], byGroup = {};
    d.options.forEach(function (o, i) {
      if (o.placement) {
        var key = o.placement[0] + "," + o.placement[1];
        (spots[key] = spots[key] || []).push(i);
        return;
      }
      if (o.mark || o.tile) {
        var mk = o.mark ? "m" + o.mark.join(",") : "t" + o.tile.join(",");
        (marks[mk] = marks[mk] || { o: o, options: [] }).options.push(i);
      }
      var m = PLACE.exec(o.label), g = m ? "at " + m[0] : o.label.substring(o.label.lastIndexOf(" ") + 1);
      if (!byGroup[g]) { byGroup[g] = []; groups.push(g); }
      byGroup[g].push(i);
    });
    Object.keys(spots).forEach(function (key) {
      var xy = key.split(","), x = s.origin[0] + xy[0] * 100, y = s.origin[1] + xy[1] * 100;
      var r = svg("rect", { "class": "pick-spot", x: x + 3, y: y + 3, width: 94, height: 94, "data-x": xy[0], "data-y": xy[1] });
      r.onclick = function () { pickSpot(key); };
      layer.appendChild(r);
    });
    Object.keys(marks).forEach(function (mk) {
      var m = marks[mk], e;
      if (m.o.mark) e = svg("circle", { "class": "pick", cx: m.o.mark[0], cy: m.o.mark[1], r: 11 });
      else e = svg("rect", { "class": "pick-tile", x: s.origin[0] + m.o.tile[0] * 100 + 4, y: s.origin[1] + m.o.tile[1] * 100 + 4, width: 92, height: 92 });
      e.setAttribute("data-options", m.options.join(","));
      e.onclick = function () { pickMark(m.options); };
      layer.appendChild(e);
      m.options.forEach(function (i) { d.options[i].element = e; });
    });
    // a long list under one heading per tile or feature named (as the terminal groups it)
    var grouped = groups.length > 1 && groups.length < d.options.length && d.options.length > 8;
    groups.forEach(function (g) {
      if (grouped) list.appendChild(make("div", { "class": "group" }, g));
      byGroup[g].forEach(function (i) {
        var btn = make("button", { "class": "option", "data-index": i, title: d.options[i].label }, d.options[i].text);
        btn.onclick = function () { answer(i); };
        var e = d.options[i].element;
        if (e) {
          btn.onmouseenter = function () { e.classList.add("hot"); };
          btn.onmouseleave = function () { e.classList.remove("hot"); };
        }
        list.appendChild(btn);
      });
    });
  }

  function pickMark(options) {
    if (options.length === 1) { answer(options[0]); return; }
    var first = null;
    document.querySelectorAll("#options-list button.option").forEach(function (b) {
      var here = options.indexOf(parseInt(b.getAttribute("data-index"), 10)) >= 0;
      b.classList.toggle("here", here);
      if (here && !first) first = b;
    });
    if (first) first.scrollIntoView({ block: "nearest" });
    el("decision-hint").textContent = "Several options there: pick one below.";
  }

  function optionsAt(key) {
    var d = myDecision(state), out = [];
    d.options.forEach(function (o, i) { if (o.placement && o.placement[0] + "," + o.placement[1] === key) out.push(i); });
    return out;
  }

  function rotationsAt(key) {
    var d = myDecision(state), rots = [];
    optionsAt(key).forEach(function (i) {
      var r = d.options[i].placement[2];
      if (rots.indexOf(r) < 0) rots.push(r);
    });
    return rots.sort();
  }

  function pickSpot(key) {
    if (chosen === key) { turn(); return; }
    chosen = key;
    var rots = rotationsAt(key);
    if (rots.indexOf(wantRot) < 0) wantRot = rots[0];
    preview();
  }

  function turn() {
    if (!chosen) { wantRot = (wantRot + 1) % 4; drawn(state); return; }
    var rots = rotationsAt(chosen);
    wantRot = rots[(rots.indexOf(wantRot) + 1) % rots.length];
    preview();
  }

  function preview() {
    var d = myDecision(state), layer = el("board").querySelector("g.choices");
    var old = layer.querySelector(".preview");
    if (old) old.remove();
    layer.querySelectorAll(".pick-spot").forEach(function (r) {
      r.classList.toggle("chosen", r.getAttribute("data-x") + "," + r.getAttribute("data-y") === chosen);
    });
    var i = optionsAt(chosen).filter(function (k) { return d.options[k].placement[2] === wantRot; })[0];
    var xy = chosen.split(",");
    var u = use(d.options[i].symbol, state.origin[0] + xy[0] * 100, state.origin[1] + xy[1] * 100, { "class": "preview" });
    layer.insertBefore(u, layer.firstChild);
    el("placing").hidden = false;
    el("turn-tile").disabled = rotationsAt(chosen).length < 2;
    drawn(state);
  }

  function place() {
    if (!chosen) return;
    var d = myDecision(state);
    var here = optionsAt(chosen).filter(function (k) { return d.options[k].placement[2] === wantRot; });
    if (here.length === 1) { answer(here[0]); return; }
    // several options put the tile there turned so (each with something more): the labels tell them apart
    var list = el("options-list");
    list.innerHTML = "";
    here.forEach(function (i) {
      var btn = make("button", { "class": "option here", "data-index": i, title: d.options[i].label }, d.options[i].text);
      btn.onclick = function () { answer(i); };
      list.appendChild(btn);
    });
    el("decision-hint").textContent = "Several ways to place it there: pick one below.";
  }

  function undo() {
    el("decision").hidden = true;
    el("undo").hidden = true;
    el("play").setAttribute("data-waiting", "false");
    json("/api/games/" + game + "/undo", { version: version, token: mine[state.decision.player] }).catch(function (e) {
      el("problem").textContent = e.message;
      el("problem").hidden = false;
    }).then(poll);
  }

  function answer(i) {
    el("decision").hidden = true;
    el("undo").hidden = true;
    el("play").setAttribute("data-waiting", "false");
    json("/api/games/" + game + "/choose", { version: version, option: i, token: mine[state.decision.player] }).catch(function (e) {
      el("problem").textContent = e.message;
      el("problem").hidden = false;
    }).then(poll);
  }

  function final(s) {
    var t = el("final-table");
    t.innerHTML = "";
    // the winner (or winners of a tie), and what each category gave them
    var best = Math.max.apply(null, s.table.rows.map(function (r) { return r.total; }));
    var winners = s.table.rows.filter(function (r) { return r.total === best; });
    var w = winners[0], parts = [];
    s.table.categories.forEach(function (c, k) { if (w.points[k] !== 0) parts.push(c + " " + w.points[k]); });
    el("winner").textContent = (winners.length > 1
        ? winners.map(function (r) { return r.player; }).join(" and ") + " share the win with " + best + " points"
        : w.player + " wins with " + best + " points") + (parts.length ? " (" + parts.join(", ") + ")" : "");
    var head = make("tr");
    ["player"].concat(s.table.categories, ["total"]).forEach(function (c) { head.appendChild(make("th", {}, c)); });
    t.appendChild(head);
    s.table.rows.forEach(function (r, k) {
      var row = make("tr", { "data-player": r.player });
      row.appendChild(make("td", {}, r.player));
      r.points.forEach(function (p) { row.appendChild(make("td", {}, String(p))); });
      row.appendChild(make("td", { "class": "total", id: "total-" + k }, String(r.total)));
      t.appendChild(row);
    });
    el("record-link").href = "/api/games/" + game + "/record.json";
    el("replay-link").href = "/api/games/" + game + "/replay.html";
    el("final").hidden = false;
  }

  el("start").onclick = start;
  el("undo").onclick = undo;
  el("zoom-in").onclick = function () { zoomBy(1.25); };
  el("zoom-out").onclick = function () { zoomBy(0.8); };
  el("zoom-reset").onclick = function () { zoomBy(1 / zoom); };
  el("board").addEventListener("wheel", function (ev) {   // the wheel zooms at the pointer; shift+wheel pans
    if (ev.shiftKey) return;
    ev.preventDefault();
    var r = el("board").getBoundingClientRect();
    zoomBy(ev.deltaY < 0 ? 1.1 : 1 / 1.1, ev.clientX - r.left, ev.clientY - r.top);
  }, { passive: false });
  var drag = null;   // pan by dragging the board with the mouse
  el("board").addEventListener("mousedown", function (ev) { if (ev.button === 0) drag = { x: ev.clientX, y: ev.clientY, moved: false }; });
  window.addEventListener("mousemove", function (ev) {
    if (!drag) return;
    var dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
    if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 6) return;   // a click, not a drag
    drag.moved = true;
    panBy(-dx, -dy);
    drag.x = ev.clientX;
    drag.y = ev.clientY;
  });
  window.addEventListener("mouseup", function () { drag = null; });
  ["left", "right", "up", "down"].forEach(function (d, k) {
    el("pan-" + d).onclick = function () { panBy([-150, 150, 0, 0][k], [0, 0, -150, 150][k]); };
  });
  el("turn-tile").onclick = turn;
  el("place").onclick = place;
  document.addEventListener("keydown", function (ev) {
    if (!state || !myDecision(state) || ev.target.tagName === "INPUT") return;
    if (ev.key === "r" || ev.key === "R") { turn(); ev.preventDefault(); }
    else if (ev.key === "Enter" && chosen) { place(); ev.preventDefault(); }
    else if (ev.key === "Escape") { chosen = null; decision(state, myDecision(state)); }
    else if ((ev.key === "u" || ev.key === "U") && state.undo) { undo(); ev.preventDefault(); }
  });
  // #game=ID&seats=0.TOKEN,2.TOKEN: the game, and the seats this page plays (none: it watches)
  var m = /^#game=([0-9a-f]+)(?:&seats=([0-9a-f.,]*))?$/.exec(location.hash);
  if (m) {
    (m[2] || "").split(",").forEach(function (st) {
      var kv = st.split(".");
      if (kv.length === 2) mine[parseInt(kv[0], 10)] = kv[1];
    });
    play(m[1]);
  } else loadRulesets();
})();
