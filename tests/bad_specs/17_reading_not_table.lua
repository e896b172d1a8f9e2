-- bad spec: readings that are not { keyword, patch } tables
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  open { id = "X.Q1", "Which?", "sow", "skip" },
}
