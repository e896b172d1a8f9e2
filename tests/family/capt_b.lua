-- A test spec for extra_turn.capture_once (tests/test_family.c): 4 x 3,
-- a pit made to hold 2 is taken, in either row; each reading sets one
-- rule, or leaves it out to show the difference.
return {
  name = "family test: capture types and what they take",
  board = { row = 4 },
  setup = { total = 24 },
  capture = { counts = { 2 } },
  extra_turn = { capture = true },
  empty_row = "pass",
  open { id = "CB.Q1", "How often does a capture repeat?",
    { "always", {} },
    { "once", { extra_turn = { capture = true, capture_once = true } } },
  },
}
