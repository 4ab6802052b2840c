-- The sale crowd for wrk (scripts/bench/crowdProcess.ts): each connection walks the paths in turn,
-- paced so that all connections together ask about `rate` × the ramp's share requests/s; the share steps
-- up through `ramp` over `seconds`. Arguments (after wrk's `--`): seconds rate connections ramp
-- (comma-separated shares) path…. Prints one JSON line at the end: requests, statuses, errors, p50
-- and p99 in ms (wrk measures from the request written to the answer read; the pause is not in it).

local walk = {}
local seconds, rate, connections
local ramp = {}
local started
local step = 0
statuses = {}

local function share_now()
  local stage = math.floor((os.time() - started) / (seconds / #ramp)) + 1
  return ramp[math.min(stage, #ramp)]
end

function init(args)
  seconds = tonumber(args[1])
  rate = tonumber(args[2])
  connections = tonumber(args[3])
  for share in string.gmatch(args[4], '[^,]+') do table.insert(ramp, tonumber(share)) end
  for i = 5, #args do table.insert(walk, args[i]) end
  started = os.time()
  math.randomseed(started)
end

function request()
  step = step + 1
  return wrk.format('GET', walk[(step - 1) % #walk + 1])
end

-- each connection waits an exponential time (mean: connections ÷ rate), as independent visitors
-- arrive; a fixed pause would keep the 200 connections in step, asking at the same moments
function delay()
  local mean = connections * 1000 / math.max(1, rate * share_now())
  return math.floor(math.min(-math.log(1 - math.random()) * mean, 5 * mean))
end

function response(status)
  statuses[status] = (statuses[status] or 0) + 1
end

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function done(summary, latency)
  local sums = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get('statuses')) do sums[status] = (sums[status] or 0) + count end
  end
  local byStatus = {}
  for status, count in pairs(sums) do byStatus[#byStatus + 1] = string.format('"%d":%d', status, count) end
  local e = summary.errors
  io.write(string.format(
    'CROWD {"requests":%d,"byStatus":{%s},"socketErrors":%d,"p50":%.1f,"p99":%.1f}\n',
    summary.requests, table.concat(byStatus, ','), e.connect + e.read + e.write + e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
