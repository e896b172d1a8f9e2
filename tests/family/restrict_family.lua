-- A test spec for capture.grand_slam leave_left / leave_right, allow
-- single_to_empty, capture.opponent_store, no_return and finish.no_move_loses (tests/test_family.c): 4 x 2,
-- captures of 1..3 in the opponent's row with a preceding chain.
return {
  name = "family test: restrictions, grand slams, stores",
  board = { row = 4 },
  setup = { total = 16 },
  capture = { counts = { 1, 2, 3 }, rows = "opponent", chain = "preceding" },
  open { id = "FR.Q1", "Which rule is tried?",
    { "none", {} },
    { "slam_left", { capture = { grand_slam = "leave_left" } } },
    { "slam_right", { capture = { grand_slam = "leave_right" } } },
    { "slam_again", { capture = { grand_slam = "extra_turn" } } },
    { "single", { allow = "single_to_empty" } },
    { "single_store", { allow = "single_to_empty", sow = { stores = "own" } } },
    { "no_return", { capture = { counts = {} }, empty_row = "pass", no_return = true, sow = { against = { 1 } } } },
    { "opp_store", { sow = { stores = "both" }, capture = { counts = {}, opponent_store = true },
                     extra_turn = { store = true } } } },
  open { id = "FR.Q2", "Which end rule is tried?",
    { "none", {} },
    { "deprive_stuck", { capture = { counts = {} }, min_seeds = 2, finish = { goal = "deprive", no_move_loses = true } } },
    { "deprive", { capture = { counts = {} }, min_seeds = 2, finish = { goal = "deprive" } } } },
}
