-- a broken agent: always pit 99
return function(pos) return 99 end
