-- lint: parity-split (even captures, odd total, endless play split equally)
return {
  name = "lint: parity-split",
  board = { row = 2 },
  setup = { deal = "layout", layout = { 1, 2, 1, 1 } },
  capture = { counts = { 2, 4 } },
  finish = { endless = { rest = "split" } },
}
