-- lint: a rules finding that only one reading has (threshold-unreachable
-- under LT.Q1=high), reported as FIELD@ID=KW
return {
  name = "lint: a finding under a reading",
  board = { row = 3 },
  setup = { deal = "equal", total = 24 },
  capture = { counts = { 2, 4 } },
  finish = { threshold = 13, at_threshold = "stop" },
  open { id = "LT.Q1", "Where does play stop?",
    { "thirteen", { finish = { threshold = 13 } } },
    { "high",     { finish = { threshold = 30 } } } },
}
