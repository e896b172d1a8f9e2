-- lint: nothing to report
return {
  name = "lint: clean",
  board = { row = 3 },
  setup = { deal = "equal", total = 24 },
  capture = { counts = { 2, 4 } },
  finish = { endless = { rest = "split" } },
}
