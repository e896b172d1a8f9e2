-- bad spec: the same reading keyword twice
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  open { id = "X.Q1", "Which?", { "a", { start = "any" } }, { "a", { start = "leftmost" } } },
}
