"""The numpy reference of scripts/bench/compute-performance.bench.mjs: the figures of core's
computePerformance (docs/metrics.md), vectorised, over the trades and balance operations the
benchmark wrote as CSV. Money is int64 cents (exact), ratios float64 (not rounded: the benchmark
compares them with the engine's 6-place figures).

Usage: python3 compute_performance.py <dir with trades.csv, operations.csv, meta.json>
Prints one JSON object: {"loadMs", "computeMs", "computeCpuMs", "figures"}. The computation runs
twice, the second measured (wall and CPU time), as the engine's side measures a warm call.

What it assumes of the benchmark's data (so that it can stay vectorised): amounts and volumes have
two decimals; tickets are numbers of one width, written in ticket order (so a stable sort by close
time is the engine's order: close time, then ticket); every trade closes on positive capital and the
index stays within [1e-100, 1e100] (checked: it stops with an error otherwise).
"""

import json
import math
import sys
import time

import numpy as np

DAY_MS = 86_400_000
WEEK_SECONDS = 604_800
PERIODS_PER_YEAR = {"MT4": 252, "MT5": 252, "TWSE": 252, "BINANCE": 365}
CALENDAR_DAY_PLATFORMS = {"BINANCE"}


def iso_ms(column):
    """ISO-8601 UTC strings ('...T...Z') to epoch milliseconds."""
    return np.char.rstrip(column, "Z").astype("datetime64[ms]").astype(np.int64)


def cents(column):
    return np.rint(column.astype(np.float64) * 100).astype(np.int64)


def load(folder):
    trades = np.loadtxt(f"{folder}/trades.csv", delimiter=",", dtype=str, skiprows=1, ndmin=2)
    operations = np.loadtxt(f"{folder}/operations.csv", delimiter=",", dtype=str, skiprows=1, ndmin=2)
    with open(f"{folder}/meta.json", encoding="utf-8") as meta_file:
        meta = json.load(meta_file)
    # ticket,symbol,side,volume,openTime,closeTime,openPrice,closePrice,commission,swap,profit
    symbols, symbol_codes = np.unique(trades[:, 1], return_inverse=True)
    sign = np.where(operations[:, 1] == "DEPOSIT", 1, -1)
    return {
        "ticket": trades[:, 0],
        "symbols": symbols,
        "symbol": symbol_codes.astype(np.int64),
        "volume": cents(trades[:, 3]),
        "open": iso_ms(trades[:, 4]),
        "close": iso_ms(trades[:, 5]),
        "profit": cents(trades[:, 10]),
        "flowAt": iso_ms(operations[:, 2]),
        "flow": sign * cents(operations[:, 3]),
        "nowMs": int(np.datetime64(meta["now"].rstrip("Z"), "ms").astype(np.int64)),
        "platform": meta["platform"],
    }


def longest_run(flags):
    """Length of the longest run of True."""
    if not flags.any():
        return 0
    padded = np.concatenate(([0], flags.astype(np.int8), [0]))
    edges = np.flatnonzero(np.diff(padded))
    return int((edges[1::2] - edges[::2]).max())


def growth(start, end):
    """end / start - 1, 0 where start is 0 (the index cannot move from 0)."""
    safe = np.where(start == 0, 1.0, start)
    return np.where(start == 0, 0.0, end / safe - 1.0)


def compute(data):
    order = np.argsort(data["close"], kind="stable")
    close = data["close"][order]
    opened = data["open"][order]
    profit = data["profit"][order]
    volume = data["volume"][order]
    symbol = data["symbol"][order]
    flow_order = np.argsort(data["flowAt"], kind="stable")
    flow_at = data["flowAt"][flow_order]
    flow = data["flow"][flow_order]
    now_ms = data["nowMs"]
    periods_per_year = PERIODS_PER_YEAR[data["platform"]]
    count = close.size

    first_ms = int(min(opened.min(), close.min(), flow_at.min()))
    last_ms = int(max(close.max(), flow_at.max()))

    # Instants: trades closing at one millisecond apply together, on the capital before them.
    starts = np.flatnonzero(np.concatenate(([True], close[1:] != close[:-1])))
    instant_ms = close[starts]
    instant_profit = np.add.reduceat(profit, starts)
    flows_so_far = np.concatenate(([0], np.cumsum(flow)))
    capital = flows_so_far[np.searchsorted(flow_at, instant_ms, side="right")] + (
        np.cumsum(instant_profit) - instant_profit
    )
    if (capital <= 0).any():
        raise SystemExit("the reference expects every trade to close on positive capital")
    index = np.cumprod(np.maximum(0.0, 1.0 + instant_profit / capital))
    if (index > 1e100).any() or ((index > 0) & (index < 1e-100)).any():
        raise SystemExit("the reference expects the index to stay within [1e-100, 1e100]")
    index_peak = np.maximum.accumulate(np.concatenate(([1.0], index)))[1:]
    drawdown_ratio = float(np.max((index_peak - index) / index_peak, initial=0.0))

    cumulative = np.cumsum(instant_profit)
    money_peak = np.maximum.accumulate(np.concatenate(([0], cumulative)))[1:]
    drawdown = int(np.max(money_peak - cumulative, initial=0))

    # The trades themselves.
    wins = profit > 0
    losses = profit < 0
    gross_profit = int(profit[wins].sum())
    gross_loss = int(profit[losses].sum())
    net = gross_profit + gross_loss
    win_count = int(wins.sum())
    loss_count = int(losses.sum())
    holding_ms = int(np.maximum(0, close - opened).sum())
    best = int(np.argmax(profit))
    worst = int(np.argmin(profit))
    symbol_count = data["symbols"].size
    by_trades = np.bincount(symbol, minlength=symbol_count)
    by_wins = np.bincount(symbol, weights=wins, minlength=symbol_count)
    by_profit = np.bincount(symbol, weights=profit, minlength=symbol_count)
    by_volume = np.bincount(symbol, weights=volume, minlength=symbol_count)

    # The daily series: one entry per UTC day from the first activity's to now's (or the last event's).
    first_day = first_ms // DAY_MS
    last_day = max(now_ms // DAY_MS, last_ms // DAY_MS)
    day_count = last_day - first_day + 1
    day_profit = np.bincount(close // DAY_MS - first_day, weights=profit, minlength=day_count)
    day_flow = np.bincount(flow_at // DAY_MS - first_day, weights=flow, minlength=day_count)
    cumulative_by_day = np.cumsum(day_profit)
    equity_by_day = np.cumsum(day_flow) + cumulative_by_day
    last_instant = np.searchsorted(instant_ms // DAY_MS - first_day, np.arange(day_count), side="right") - 1
    index_by_day = np.where(last_instant >= 0, index[np.maximum(last_instant, 0)], 1.0)
    index_before = np.concatenate(([1.0], index_by_day[:-1]))
    daily_return = growth(index_before, index_by_day)

    # Return periods: every calendar day, or every weekday with Saturday and Sunday in Monday's.
    days = np.arange(first_day, last_day + 1)
    weekday = (days + 4) % 7  # 0 = Sunday; epoch day 0 was a Thursday
    calendar = data["platform"] in CALENDAR_DAY_PLATFORMS
    period = days if calendar else days + np.where(weekday == 6, 2, np.where(weekday == 0, 1, 0))
    period_ends = np.flatnonzero(np.concatenate((period[1:] != period[:-1], [True])))
    period_index = index_by_day[period_ends]
    period_returns = growth(np.concatenate(([1.0], period_index[:-1])), period_index)
    sharpe = None
    if day_count >= 30:
        largest = np.abs(period_returns).max()
        if period_returns.size >= 2 and largest > 0:
            scaled = period_returns / largest
            deviation = scaled.std(ddof=1)
            if deviation > 0:
                sharpe = float(scaled.mean() / deviation * math.sqrt(periods_per_year))

    def trailing(window):
        if day_count < window:
            return None, None
        before = index_by_day[day_count - window - 1] if day_count > window else 1.0
        periods = window if calendar else int(((weekday[-window:] != 0) & (weekday[-window:] != 6)).sum())
        change = 0.0 if before == 0 else float(index_by_day[-1] / before - 1.0)
        return change, change * periods_per_year / periods

    months = days.astype("datetime64[D]").astype("datetime64[M]")
    month_starts = np.flatnonzero(np.concatenate(([True], months[1:] != months[:-1])))
    month_ends = np.concatenate((month_starts[1:] - 1, [day_count - 1]))
    month_index = index_by_day[month_ends]
    month_growth = growth(np.concatenate(([1.0], month_index[:-1])), month_index)
    month_profit = np.add.reduceat(day_profit, month_starts)

    duration = max(0, (now_ms - first_ms) // 1000)
    return {
        "historyDays": int(day_count),
        "principal": int(flow.sum()),
        "profit": net,
        "finalBalance": int(flow.sum()) + net,
        "drawdown": drawdown,
        "drawdownRatio": drawdown_ratio,
        "duration": int(duration),
        "tradePerWeek": count * WEEK_SECONDS / duration,
        "avgHoldingDuration": int(math.floor(holding_ms / count / 1000 + 0.5)),
        "return7": trailing(7)[0],
        "return30": trailing(30)[0],
        "return180": trailing(180)[0],
        "apr7": trailing(7)[1],
        "apr30": trailing(30)[1],
        "apr180": trailing(180)[1],
        "sharpeRatio": sharpe,
        "volMax": int(volume.max()),
        "volMin": int(volume.min()),
        "volAvg": float(volume.sum() / count / 100),
        "volTotal": int(volume.sum()),
        "winRate": win_count / count,
        "tradesTotal": int(count),
        "winningTrades": win_count,
        "losingTrades": loss_count,
        "breakEvenTrades": int(count - win_count - loss_count),
        "grossProfit": gross_profit,
        "grossLoss": gross_loss,
        "averageProfit": gross_profit / win_count / 100,
        "averageLoss": gross_loss / loss_count / 100,
        "rateOfReturn": float(index[-1] - 1.0),
        "profitFactor": gross_profit / -gross_loss,
        "recoveryFactor": net / drawdown,
        "expectancy": net / count / 100,
        "bestTrade": {"ticket": str(data["ticket"][order[best]]), "profit": int(profit[best])},
        "worstTrade": {"ticket": str(data["ticket"][order[worst]]), "profit": int(profit[worst])},
        "longestWinStreak": longest_run(wins),
        "longestLossStreak": longest_run(losses),
        "monthlyReturns": [
            {"month": str(m), "return": float(g), "profit": int(p)}
            for m, g, p in zip(months[month_starts], month_growth, month_profit)
        ],
        "bySymbol": [
            {
                "symbol": str(data["symbols"][code]),
                "trades": int(by_trades[code]),
                "profit": int(by_profit[code]),
                "winRate": float(by_wins[code] / by_trades[code]),
                "volume": int(by_volume[code]),
            }
            for code in range(symbol_count)
            if by_trades[code] > 0
        ],
        "profitDatas": {
            "profit": day_profit.astype(np.int64).tolist(),
            "cumulativeProfit": cumulative_by_day.astype(np.int64).tolist(),
            "equity": equity_by_day.astype(np.int64).tolist(),
            "dailyReturn": daily_return.tolist(),
        },
    }


def main():
    folder = sys.argv[1]
    started = time.perf_counter()
    data = load(folder)
    loaded = time.perf_counter()
    compute(data)
    cpu_started = time.process_time()
    wall_started = time.perf_counter()
    figures = compute(data)
    computed = time.perf_counter()
    cpu = time.process_time() - cpu_started
    json.dump(
        {
            "loadMs": (loaded - started) * 1000,
            "computeMs": (computed - wall_started) * 1000,
            "computeCpuMs": cpu * 1000,
            "numpy": np.__version__,
            "figures": figures,
        },
        sys.stdout,
    )


if __name__ == "__main__":
    main()
