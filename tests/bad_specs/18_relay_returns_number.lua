-- bad spec: a relay function returning a number
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  sow = { relay = function(c) return c % 2 end },
}
