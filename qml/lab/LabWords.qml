// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// The variant lab's words: labels of the generic figures (decisions, wins and points by seat,
// draws, end conditions, lead changes, legal moves), numbers in the current language, and the
// verdict on each figure in a sentence a designer reads at once ("The first player now wins
// more often: +8 ± 2 percentage points"). A game's own figures and end conditions are labelled by its
// games/<Id>/<Id>LabLabels.qml (`labels`), which may word its differences itself.
QtObject {
    id: words
    // The game's <Id>LabLabels object, or null.
    property var labels: null

    // ---- Numbers --------------------------------------------------------------------------
    // Every number the lab shows goes through number() or count(): written the way of the
    // interface's language (fr "4 022" and "0,5", en and ja "4,022"). Counts inside a
    // numerus message are written %Ln, which Qt writes the same way (QLocale's default is the
    // interface's language).
    function number(x, digits) {
        return Number(x).toLocaleString(Qt.locale(Localization.language), "f", digits)
    }
    // A count of things (games, values): a whole number.
    function count(n) {
        return number(Math.round(Number(n)), 0)
    }
    // Values listed in a line ("21, 23, 25"; ja 「21、23、25」).
    function list(items) {
        //: Variant lab: between the values of a list in a line ("meet every target: 21, 23, 25"); ja 「、」 with no space
        return items.join(qsTr(", "))
    }
    // Decimals for a value shown with the half width `half` of its interval: its first digit
    // ("50.7 ± 0.4", "0.05 ± 0.01"), four at most.
    function decimalsFor(half) {
        const h = Math.abs(half)
        if (h === 0 || !isFinite(h))
            return 1
        return h >= 10 ? 0 : Math.min(4, Math.max(1, Math.ceil(-Math.log10(h) - 1e-9)))
    }
    function halfWidth(interval, scale) {
        return interval && interval.length === 2 ? (interval[1] - interval[0]) / 2 * scale : 0
    }
    // A value as the table shows it: a share in percent, else a mean.
    function value(x, proportion, digits) {
        const v = proportion ? x * 100 : x
        //: Variant lab: a share of games in percent; %1 is the number ("52.3 %"); fr and es put a no-break space before %, hu and ja none
        return proportion ? qsTr("%1%").arg(number(v, digits)) : number(v, digits)
    }
    // The label format of a chart axis in percent with `digits` decimals, the unit as value()
    // writes it ("%.0f%"; fr "%.0f %" with a narrow no-break space), for a chart whose
    // localizeNumbers is on: Qt Charts then writes the number the language's way ("7,5") and
    // keeps what follows it as it is (without, a lone "%" would be read as a format). The
    // axis draws its labels as rich text, which turns a narrow no-break space into a plain
    // one: fr's is then a no-break space.
    function percentAxisFormat(digits) {
        //: Variant lab: a share of games in percent; %1 is the number ("52.3 %"); fr and es put a no-break space before %, hu and ja none
        return qsTr("%1%").arg("%." + digits + "f").replace(/\u202f/g, "\u00a0")
    }
    // Whether an interval reads as "value ± half": about the same distance on both sides
    // (within a quarter of the half width, or equal once rounded), and value ± half inside
    // [min, max] (0–100 for a share, ±100 for a difference of shares). A share's Wilson
    // interval near 0 % or 100 % is lopsided, and "100.0% ± 0.1" would run past 100 %: it is
    // then written as its two ends.
    function symmetric(x, low, high, digits, min, max) {
        const below = x - low, above = high - x, half = (high - low) / 2
        if (min !== undefined && (x - half < min - 1e-9 || x + half > max + 1e-9))
            return false
        return number(below, digits) === number(above, digits) || Math.abs(below - above) <= half / 4
    }
    // A range "0.9 to 6.3" (or "−0.1 to +0.3" with signs).
    function range(low, high, digits, signs) {
        //: Variant lab: the two ends of a 95% interval written out ("0.9 to 6.3", "−0.1 to +0.3"); used where the interval is not the same on both sides of the value
        return qsTr("%1 to %2").arg(signs ? signedNumber(low, digits) : number(low, digits))
                               .arg(signs ? signedNumber(high, digits) : number(high, digits))
    }
    function signedNumber(v, digits) {
        const text = number(Math.abs(v), digits)
        if (Number(text.replace(/[^0-9]/g, "")) === 0)
            return text
        return (v > 0 ? "+" : "−") + text
    }
    // A value with its 95% interval: "24.6 ± 0.4", "52.3% ± 3.1", and a share near an end as
    // "99.9% (99.6–100)", which never leaves 0–100 %.
    function withInterval(x, interval, proportion) {
        const scale = proportion ? 100 : 1
        const half = halfWidth(interval, scale)
        const digits = decimalsFor(half)
        const v = x * scale
        if (interval && interval.length === 2
                && !symmetric(v, interval[0] * scale, interval[1] * scale, digits, proportion ? 0 : undefined, 100))
            //: Variant lab: a share with the two ends of its 95% interval, where they are not the same distance from it ("99.9% (99.6–100)"); %1 the share, %2 and %3 the ends (numbers, no %)
            return qsTr("%1 (%2–%3)").arg(value(x, proportion, digits))
                                     .arg(number(interval[0] * scale, digits)).arg(number(interval[1] * scale, digits))
        //: Variant lab: a value with the half width of its 95% interval ("24.6 ± 0.4")
        return qsTr("%1 ± %2").arg(value(x, proportion, digits)).arg(number(half, digits))
    }
    // A signed value with the half width of its interval ("+2.4 ± 1.1"), in the unit given.
    function signedWithInterval(x, interval) {
        const half = halfWidth(interval, 1)
        const digits = decimalsFor(half)
        return qsTr("%1 ± %2").arg(signedNumber(x, digits)).arg(number(half, digits))
    }
    // A figure's value with its interval as every tab shows it, by the figure's kind as core
    // gives it (FigureKind, through the bridge: "mean", "share" or "share_difference"): a
    // difference of shares (a seat's advantage) in signed percentage points ("+3.1 ± 2.0 pp"),
    // never in %; a share in % ("52.3% ± 3.1"); a mean as it is.
    function figureValue(kind, x, interval) {
        if (kind === "share_difference")
            return points(signedWithInterval(x * 100, [interval[0] * 100, interval[1] * 100]))
        return withInterval(x, interval, kind === "share")
    }
    // A share's difference in percentage points, as the Difference column shows it.
    function points(text) {
        //: Variant lab, Difference column: a difference of two shares in percentage points ("+3.6 ± 2.7 pp"); the short form of the unit
        return qsTr("%1 pp").arg(text)
    }
    function difference(f) {
        const scale = f.proportion ? 100 : 1
        const half = halfWidth(f.difference_interval, scale)
        const digits = decimalsFor(half)
        const v = f.difference * scale
        const interval = f.difference_interval || []
        if (interval.length === 2
                && !symmetric(v, interval[0] * scale, interval[1] * scale, digits, f.proportion ? -100 : undefined, 100)) {
            const signed = signedNumber(v, digits)
            //: Variant lab, Difference column (a narrow column): a difference on the first line, the two ends of its 95% interval under it, where they are not the same distance from it ("+0.4 pp" over "(+0.1 to +0.9)")
            return qsTr("%1\n(%2)", "difference column").arg(f.proportion ? points(signed) : signed)
                                                        .arg(range(interval[0] * scale, interval[1] * scale, digits, true))
        }
        const text = qsTr("%1 ± %2").arg(signedNumber(v, digits)).arg(number(half, digits))
        return f.proportion ? points(text) : text
    }
    // The size of a difference without its sign, with its interval, for a verdict sentence
    // that says the direction in words: "3.6 ± 2.7", or "0.4 (0.1 to 0.9)".
    function amount(f) {
        const scale = f.proportion ? 100 : 1
        const half = halfWidth(f.difference_interval, scale)
        const digits = decimalsFor(half)
        const v = Math.abs(f.difference * scale)
        const interval = f.difference_interval || []
        if (interval.length === 2) {
            const low = Math.min(Math.abs(interval[0]), Math.abs(interval[1])) * scale
            const high = Math.max(Math.abs(interval[0]), Math.abs(interval[1])) * scale
            if (!symmetric(v, low, high, digits, f.proportion ? 0 : undefined, 100))
                //: Variant lab verdict: a difference with the two ends of its 95% interval, where they are not the same distance from it ("0.4 (0.1 to 0.9)")
                return qsTr("%1 (%2)", "difference and interval").arg(number(v, digits)).arg(range(low, high, digits, false))
        }
        return qsTr("%1 ± %2").arg(number(v, digits)).arg(number(half, digits))
    }
    // The change relative to the other side's value, for a mean ("+1.0%"): how much a
    // difference matters next to the figure itself. "" without a value to compare with.
    function relative(f) {
        if (f.proportion || !f.base || !isFinite(f.difference / f.base))
            return ""
        const r = f.difference / Math.abs(f.base) * 100
        return qsTr("%1%").arg(signedNumber(r, Math.abs(r) >= 10 ? 0 : 1))
    }

    // ---- Seats ----------------------------------------------------------------------------
    function seatLabel(seat) {
        switch (seat) {
        //: Variant lab: seat 1 as a label (table rows, chart axes), in turn order
        case 0: return qsTr("First player")
        //: Variant lab: seat 2 as a label (table rows, chart axes), in turn order
        case 1: return qsTr("Second player")
        //: Variant lab: seat 3 as a label
        case 2: return qsTr("Third player")
        //: Variant lab: seat 4 as a label
        case 3: return qsTr("Fourth player")
        //: Variant lab: seat 5 as a label
        case 4: return qsTr("Fifth player")
        //: Variant lab: seat 6 as a label
        case 5: return qsTr("Sixth player")
        //: Variant lab: seat 7 as a label
        case 6: return qsTr("Seventh player")
        //: Variant lab: seat 8 as a label
        case 7: return qsTr("Eighth player")
        }
        //: Variant lab: a seat beyond the eighth as a label; %1 is its number
        return qsTr("Player %1").arg(seat + 1)
    }
    // The seat in a few letters, under a chart's bars ("1st").
    function seatShort(seat) {
        switch (seat) {
        //: Variant lab: seat 1 (the first player in turn order) under a chart's bars, as short as it can be
        case 0: return qsTr("1st")
        //: Variant lab: seat 2 under a chart's bars
        case 1: return qsTr("2nd")
        //: Variant lab: seat 3 under a chart's bars
        case 2: return qsTr("3rd")
        //: Variant lab: seat 4 under a chart's bars
        case 3: return qsTr("4th")
        //: Variant lab: seat 5 under a chart's bars
        case 4: return qsTr("5th")
        //: Variant lab: seat 6 under a chart's bars
        case 5: return qsTr("6th")
        //: Variant lab: seat 7 under a chart's bars
        case 6: return qsTr("7th")
        //: Variant lab: seat 8 under a chart's bars
        case 7: return qsTr("8th")
        }
        return String(seat + 1)
    }
    // The seat as the subject at the start of a verdict ("The first player now wins …").
    function seatSubject(seat) {
        switch (seat) {
        //: Variant lab: seat 1 as the subject starting a verdict sentence ("The first player now wins more often: +8 ± 2 percentage points")
        case 0: return qsTr("The first player")
        //: Variant lab: seat 2 as the subject starting a verdict sentence
        case 1: return qsTr("The second player")
        //: Variant lab: seat 3 as the subject starting a verdict sentence
        case 2: return qsTr("The third player")
        //: Variant lab: seat 4 as the subject starting a verdict sentence
        case 3: return qsTr("The fourth player")
        //: Variant lab: seat 5 as the subject starting a verdict sentence
        case 4: return qsTr("The fifth player")
        //: Variant lab: seat 6 as the subject starting a verdict sentence
        case 5: return qsTr("The sixth player")
        //: Variant lab: seat 7 as the subject starting a verdict sentence
        case 6: return qsTr("The seventh player")
        //: Variant lab: seat 8 as the subject starting a verdict sentence
        case 7: return qsTr("The eighth player")
        }
        return seatLabel(seat)
    }
    function seatOf(name) { return Number(name.slice(name.indexOf(".seat") + 5)) }

    // ---- Figures --------------------------------------------------------------------------
    function endLabel(reason) {
        const own = labels ? labels.endReason(reason) : ""
        if (own !== "")
            return own
        switch (reason) {
        //: Variant lab: the end condition of a game stopped by the simulator's move limit (counted as a draw)
        case "ply_limit": return qsTr("Stopped at the move limit")
        //: Variant lab: games that ended without a named end condition
        case "none": return qsTr("No end condition")
        }
        return reason
    }
    // Whether a figure is one the lab names itself (core's isLabFigureName, less "game.<name>",
    // which is a game's own figure named like one of them), not one of the game's own.
    function isLabFigure(name) {
        return name === "plies" || name === "draws" || name === "lead_changes" || name === "legal_moves"
               || name === "comebacks" || name === "decisiveness" || name.startsWith("advantage.seat")
               || name.startsWith("wins.seat") || name.startsWith("score.seat") || name.startsWith("end.")
    }
    // The label of figure `f`; `own`: one of the game's own figures (after the generic ones).
    function figureLabel(f, own) {
        // A game's figure named like a generic one comes as "game.<name>".
        const name = own && f.name.startsWith("game.") ? f.name.slice(5) : f.name
        if (own) {
            const label = labels ? labels.figure(name, seatLabel) : ""
            return label !== "" ? label : name
        }
        //: Variant lab, figures table: decisions (moves) per game, the game's length
        if (name === "plies") return qsTr("Decisions per game")
        //: Variant lab, figures table: share of games without a winner
        if (name === "draws") return qsTr("Draws")
        //: Variant lab, figures table: how often the lead passes from one player to another in a game
        if (name === "lead_changes") return qsTr("Lead changes per game")
        //: Variant lab, figures table: the mean number of legal moves a player chooses from
        if (name === "legal_moves") return qsTr("Legal moves per decision")
        //: Variant lab, figures table: a seat's share of games won; %1 is the seat ("First player")
        if (name.startsWith("wins.")) return qsTr("Wins: %1").arg(seatLabel(seatOf(name)))
        //: Variant lab, figures table: a seat's mean points; %1 is the seat ("First player")
        if (name.startsWith("score.")) return qsTr("Points: %1").arg(seatLabel(seatOf(name)))
        // The balance report's figures that a sweep has too, in the Balance tab's words.
        if (name.startsWith("advantage."))
            //: Variant lab, balance report: a seat's advantage, its share of the wins minus a fair share (1 / players); %1 the seat ("First player")
            return qsTranslate("BalanceTable", "Advantage: %1").arg(seatLabel(seatOf(name)))
        //: Variant lab, balance report (Ludii's "comebacks"): the share of games the leader at half time does not win
        if (name === "comebacks") return qsTranslate("BalanceTable", "Comebacks")
        //: Variant lab, balance report (Ludii's "decisiveness"): the share of a game's decisions played after its winner took the lead for good
        if (name === "decisiveness") return qsTranslate("BalanceTable", "Decisiveness")
        //: Variant lab, figures table: a share of games ended by one end condition; %1 is the condition
        // (After the colon, hu lower case: "Vége: egy zarándok…", Theme.midLine.)
        if (name.startsWith("end.")) return qsTr("Ended by: %1").arg(Theme.midLine(endLabel(name.slice(4))))
        return name
    }

    // ---- Verdicts -------------------------------------------------------------------------
    // The verdict on figure `f` (ComparisonResult's figure JSON) as a sentence. The page shows
    // it only once the run has played every game planned (VariantLab.settled).
    function verdict(f, own) {
        const text = sentence(f, own)
        const change = f.significant ? relative(f) : ""
        //: Variant lab: a verdict on a mean followed by the change relative to the other rule set's value; %1 the verdict sentence, %2 the relative change ("+1.2%")
        return change !== "" ? qsTr("%1 (%2)", "verdict and relative change").arg(text).arg(change) : text
    }
    function sentence(f, own) {
        const name = f.name
        const scale = f.proportion ? 100 : 1
        const halfValue = halfWidth(f.difference_interval, scale)
        const digits = decimalsFor(halfValue)
        const a = number(Math.abs(f.difference) * scale, digits)
        const b = number(halfValue, digits)
        const more = f.difference > 0
        if (!f.significant) {
            //: Variant lab verdict: the game's length did not change significantly
            if (name === "plies") return qsTr("No significant difference in game length")
            //: Variant lab verdict: the share of draws did not change significantly
            if (name === "draws" && !own) return qsTr("No significant difference in draws")
            if (name.startsWith("wins."))
                //: Variant lab verdict; %1 is the seat as a subject ("The first player")
                return qsTr("%1 wins about as often as before (no significant difference)").arg(seatSubject(seatOf(name)))
            if (name.startsWith("score."))
                //: Variant lab verdict; %1 is the seat as a subject ("The first player")
                return qsTr("%1 scores about as much as before (no significant difference)").arg(seatSubject(seatOf(name)))
            //: Variant lab verdict; %1 is the figure's label ("Reshuffles") or an end condition ("A pilgrim reached the pagoda")
            return qsTr("%1: no significant difference").arg(!own && name.startsWith("end.") ? endLabel(name.slice(4)) : figureLabel(f, own))
        }
        if (own) {
            const ownWords = labels ? labels.verdict(name.startsWith("game.") ? name.slice(5) : name, more, a, b) : ""
            if (ownWords !== "")
                return ownWords
            return perGame(figureLabel(f, own), more, a, b)
        }
        if (name === "plies")
            return more
                   //: Variant lab verdict; %1 ± %2 is the difference in decisions (moves) per game with its 95% interval
                   ? qsTr("Games are now %1 ± %2 decisions longer").arg(a).arg(b)
                   //: Variant lab verdict; %1 ± %2 is the difference in decisions (moves) per game with its 95% interval
                   : qsTr("Games are now %1 ± %2 decisions shorter").arg(a).arg(b)
        // Shares: their differences are in percentage points (never "points", which a game
        // has too), with their interval as amount() writes it.
        const pp = amount(f)
        if (name === "draws")
            return more
                   //: Variant lab verdict; %1 the rise in the share of drawn games, in percentage points, with its 95% interval ("3.6 ± 2.7")
                   ? qsTr("Draws are now more frequent: +%1 percentage points").arg(pp)
                   //: Variant lab verdict; %1 the fall in the share of drawn games, in percentage points, with its 95% interval ("3.6 ± 2.7")
                   : qsTr("Draws are now less frequent: −%1 percentage points").arg(pp)
        if (name.startsWith("wins.")) {
            const who = seatSubject(seatOf(name))
            return more
                   //: Variant lab verdict; %1 the seat as a subject ("The first player"), %2 the rise in its share of games won, in percentage points, with its 95% interval ("3.6 ± 2.7")
                   ? qsTr("%1 now wins more often: +%2 percentage points").arg(who).arg(pp)
                   //: Variant lab verdict; %1 the seat as a subject ("The first player"), %2 the fall in its share of games won, in percentage points, with its 95% interval ("3.6 ± 2.7")
                   : qsTr("%1 now wins less often: −%2 percentage points").arg(who).arg(pp)
        }
        if (name.startsWith("score.")) {
            const who = seatSubject(seatOf(name))
            return more
                   //: Variant lab verdict; %1 the seat as a subject ("The first player"), %2 ± %3 the difference in game points with its 95% interval
                   ? qsTr("%1 now scores %2 ± %3 points more").arg(who).arg(a).arg(b)
                   //: Variant lab verdict; %1 the seat as a subject ("The first player"), %2 ± %3 the difference in game points with its 95% interval
                   : qsTr("%1 now scores %2 ± %3 points less").arg(who).arg(a).arg(b)
        }
        if (name.startsWith("end."))
            return more
                   //: Variant lab verdict; %1 the end condition (a label, "A pilgrim reached the pagoda"), %2 the rise in the share of games it ended, in percentage points, with its 95% interval ("3.6 ± 2.7")
                   ? qsTr("%1: more frequent now (+%2 percentage points)").arg(endLabel(name.slice(4))).arg(pp)
                   //: Variant lab verdict; %1 the end condition (a label, "A pilgrim reached the pagoda"), %2 the fall in the share of games it ended, in percentage points, with its 95% interval ("3.6 ± 2.7")
                   : qsTr("%1: less frequent now (−%2 percentage points)").arg(endLabel(name.slice(4))).arg(pp)
        if (name === "lead_changes")
            return more
                   //: Variant lab verdict; %1 ± %2 is the difference in lead changes per game with its 95% interval
                   ? qsTr("The lead now changes hands %1 ± %2 more times per game").arg(a).arg(b)
                   //: Variant lab verdict; %1 ± %2 is the difference in lead changes per game with its 95% interval
                   : qsTr("The lead now changes hands %1 ± %2 fewer times per game").arg(a).arg(b)
        if (name === "legal_moves")
            return more
                   //: Variant lab verdict; %1 ± %2 is the difference in legal moves per decision with its 95% interval
                   ? qsTr("Players now choose from %1 ± %2 more legal moves per decision").arg(a).arg(b)
                   //: Variant lab verdict; %1 ± %2 is the difference in legal moves per decision with its 95% interval
                   : qsTr("Players now choose from %1 ± %2 fewer legal moves per decision").arg(a).arg(b)
        return perGame(figureLabel(f, own), more, a, b)
    }
    function perGame(label, more, a, b) {
        return more
               //: Variant lab verdict on a figure counted per game; %1 its label ("Reshuffles"), %2 ± %3 the difference with its 95% interval
               ? qsTr("%1: now %2 ± %3 more per game").arg(label).arg(a).arg(b)
               //: Variant lab verdict on a figure counted per game; %1 its label ("Reshuffles"), %2 ± %3 the difference with its 95% interval
               : qsTr("%1: now %2 ± %3 less per game").arg(label).arg(a).arg(b)
    }

    // ---- Whether a difference matters (the margin's verdict) --------------------------------
    // The margin of figure `f` in its unit, for its field: "1.2" (decisions, points) or "3"
    // (a share, in percentage points).
    function marginText(f) {
        if (f.margin === undefined)
            return ""
        const m = f.proportion ? f.margin * 100 : f.margin
        // Two significant digits, no trailing zeros: "3", "1.2", "0.25".
        let digits = m >= 10 ? 0 : m >= 1 ? 1 : m >= 0.1 ? 2 : 3
        while (digits > 0 && Math.abs(Number(m.toFixed(digits - 1)) - Number(m.toFixed(digits))) < 1e-12)
            --digits
        return number(m, digits)
    }
    // The verdict of a difference against its margin (ComparisonResult's `verdict`, or an
    // interaction's), in words: "" when the figure has none.
    function marginVerdict(verdict, moreGames) {
        switch (verdict) {
        //: Variant lab verdict against the smallest difference that matters: the whole 95% interval of the difference lies beyond the margin
        case "matters": return qsTr("Different, and it matters")
        //: Variant lab verdict against the smallest difference that matters: real (the interval leaves out 0) but inside the margin
        case "too_small": return qsTr("Different, but too small to matter")
        //: Variant lab verdict against the smallest difference that matters: an equivalence test (TOST) shows any difference is inside the margin
        case "same": return qsTr("The same within the margin")
        case "not_enough":
            return moreGames > 0
                   //: Variant lab verdict: the games played cannot tell yet; %n about how many more games would (from the spread seen so far)
                   ? qsTr("Not enough games yet: about %Ln more would tell", "", moreGames)
                   //: Variant lab verdict: the games played cannot tell yet, and no number of games can be estimated
                   : qsTr("Not enough games yet")
        }
        return ""
    }
    // A verdict that the run may still change: said as a reading, not a finding.
    function interim(text) {
        //: Variant lab: a verdict read off a run still growing (or cancelled), which may change before the planned games are played; %1 the verdict ("Different, and it matters")
        return text !== "" ? qsTr("For now: %1").arg(text) : ""
    }
    // A difference of figure `f` on its own (an effect of one change, or an interaction):
    // "+1.2 ± 0.3", "+3.6 ± 2.7 pp".
    function effect(value, interval, proportion) {
        return difference({ difference: value, difference_interval: interval, proportion: proportion })
    }
}
