// House rules for rulesets/house/house.rules. Every function receives the
// language's values (components, players and tiles are numbers) and reads the
// game through the global `game` (docs/scripts.md).

// Completed cities next to a field that have at least `minShields` shields.
function shield_cities(field, minShields) {
  let n = 0;
  for (const city of game.component.related(field, "touches")) {
    if (game.component.complete(city) && game.component.attr(city, "shields") >= minShields) n++;
  }
  return n;
}

// A completed road of long_road_tiles or more tiles scores double: the base
// game pays road_points per tile; pay the same again to the majority.
function double_long_road(road) {
  const tiles = game.component.tiles(road);
  if (tiles < game.option("long_road_tiles")) return;
  const points = tiles * game.option("road_points");
  for (const player of game.majority(road)) {
    game.award(player, points, "road of " + tiles + " tiles scores double (house rule)");
  }
}
