-- A test spec for the prescribed openings and their allow rules (opening,
-- first_from_sowings, allow_after, shunned_rightmost, allow occupied;
-- tests/test_family.c): 4 x 3, captures of 6 (out of the positions' reach).
return {
  name = "family test: openings",
  board = { row = 4 },
  setup = { total = 24 },
  capture = { counts = { 6 } },
  open { id = "FO.Q1", "Which rule is tried?",
    { "none", {} },
    { "plain", { sow = { skip_opponent = { count = 2 } }, opening = "plain" } },
    { "last_to_opponent", { sow = { relay = function(c) return c >= 2 end }, opening = "last_to_opponent" } },
    { "first_from_sowings", { first_from = { 4 }, first_from_sowings = 2 } },
    { "allow_after", { allow = "reach_or_empty", allow_after = 1 } },
    { "shunned_rightmost", { shunned = 2, shunned_rightmost = true } },
    { "occupied", { allow = "occupied" } } },
}
