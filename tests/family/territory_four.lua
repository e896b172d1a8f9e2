-- A territory test spec (tests/test_family.c), as territory.lua but four seeds a pit (rounds.territory.rounding).
-- A last seed making 4 is the mover's; any other seed making 4 takes the
-- pit for its owner (of the territory, not of the row). Rounds for
-- territory: a player holding fewer than 3 seeds ends the match.
return {
  name = "family test: territory, four a pit",
  board = { row = 3 },
  setup = { total = 24 },
  capture = { counts = { 4 }, rows = "any", while_sowing = { counts = { 4 }, by = "owner" } },
  empty_row = "pass",
  finish = { no_moves = "owner" },
  rounds = { starter = "loser", territory = { ends_under = 3 } },
}
