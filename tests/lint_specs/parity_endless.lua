-- lint: parity-endless (captures take 2 only, 5 seeds: one always stays)
return {
  name = "lint: parity-endless",
  board = { row = 2 },
  setup = { deal = "layout", layout = { 1, 2, 1, 1 } },
  capture = { counts = { 2 } },
}
