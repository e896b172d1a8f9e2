-- A test spec for capture.pass_store and capture.take_sown with kind next
-- (tests/test_family.c): 4 x 2, captures of 2 or 3 in the opponent's row.
return {
  name = "family test: capture types 2",
  board = { row = 4 },
  setup = { total = 16 },
  capture = { rows = "opponent", counts = { 2, 3 } },
  open { id = "C2.Q1", "Which capture?",
    { "plain", {} },
    { "pass", { capture = { pass_store = true } } },
    { "next", { capture = { kind = "next" } } },
    { "next_final", { capture = { kind = "next", take_sown = "with_capture" } } } },
}
