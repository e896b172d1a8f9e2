-- lint: field-twice (Lua keeps the second counts and drops the first)
return {
  name = "lint: field-twice",
  board = { row = 2 },
  setup = { deal = "equal", total = 8 },
  capture = {
    counts = { 2 },
    chain = "preceding",
    counts = { 2, 4 },
  },
  sow = { relay = function(c) local x = c; x = c + 1; return x > 300 end },
}
