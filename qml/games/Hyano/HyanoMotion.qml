// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu

// Moves drawn as motion, over the whole table: a card slides from its pile to the top of the
// centre pile (a Sun shows its declared value as it lands); when the round ends, the round's
// cards slide on to the sage's row (a prophecy come true) or fade out of the game; the sage's
// disc goes face down from the sage to the prophecy box. The piles' turning up is PileView's.
// Durations go through Theme.motion() and a whole move stays within Theme.motion(700) ms.
// Nothing here takes the mouse: a click during a move goes to the table, and the next change
// of the table ends the motion at once (finish()).
Item {
    id: motion
    property Item centrePile: null    // CentrePile: slot places, `arriving`, `topScale`
    property Item turnOrder: null     // TurnOrderPanel: rowFor(seat)
    property Item prophecyPanel: null // ProphecyPanel: `disc`, `discArriving`
    property Item removedLabel: null  // where removed cards go
    property var table: null          // HyanoTable: cardInfo(), seatColour(), seatShape()
    property real cardWidth: 80

    // The cards in motion: [{card, value, player, moving, x0, y0, r0, x1, y1, r1, x2, y2, s2, o2}]
    // (0: where it starts, 1: its place in the centre, 2: where the round's cards go).
    property var flyers: []
    // 0 → 1: from the pile to the centre, then from the centre away.
    property real travel: 1
    property real away: 1
    property int travelMs: 0
    property int awayMs: 0
    property int popMs: 0
    readonly property bool running: run.running
    // How long the move takes in all (the reveal waits for it).
    readonly property int totalMs: travelMs + Math.max(awayMs, popMs)

    function between(a, b, t) { return a + (b - a) * t }
    function place(item, x, y) { return item.mapToItem(motion, x, y) }

    // Ends the motion at once: every piece is where the table says.
    function finish() {
        run.stop()
        clear()
    }
    function clear() {
        flyers = []
        travel = 1
        away = 1
        if (centrePile) {
            centrePile.arriving = false
            centrePile.clearing = false
            centrePile.topScale = 1
        }
        if (prophecyPanel)
            prophecyPanel.discArriving = false
        flyingDisc.visible = false
    }
    function landed() {
        if (centrePile)
            centrePile.arriving = false
    }

    // A card played from `pileItem` onto the centre, which now shows `count` cards.
    function playToCentre(pileItem, entry, count) {
        finish()
        if (!Theme.motionOn || !pileItem || !centrePile)
            return
        const shown = Math.min(count, centrePile.maxShown)
        const from = place(pileItem, 0, 0)
        const to = place(centrePile, centrePile.slotX(shown - 1, shown), centrePile.slotY(shown - 1, shown))
        flyers = [{ card: entry.card, value: entry.value, player: entry.player, moving: true,
                    x0: from.x, y0: from.y, r0: 0, x1: to.x, y1: to.y, r1: 0,
                    x2: to.x, y2: to.y, s2: 1, o2: 1 }]
        const info = table ? table.cardInfo(entry.card) : null
        travelMs = Theme.motion(440)
        awayMs = 0
        popMs = info && info.sun ? Theme.motion(200) : 0
        centrePile.arriving = true
        start()
    }

    // The round ended with this move: `cards` are its cards in play order (the last one came
    // from `pileItem`, or from nowhere when the move played no card); they go to the sage's
    // row when `sage` >= 0, else out of the game (or into the waiting pot: `toPot`).
    function endRound(cards, pileItem, sage, toPot) {
        finish()
        if (!Theme.motionOn || !centrePile || cards.length === 0)
            return
        const shown = cards.slice(Math.max(0, cards.length - centrePile.maxShown))
        const count = shown.length
        // Where the round's cards go.
        let end = null
        let endScale = 0.3
        let endOpacity = 0.15
        const row = sage >= 0 && turnOrder ? turnOrder.rowFor(sage) : null
        if (row) {
            end = place(row, row.width - 30, row.height / 2)
        } else if (toPot || !removedLabel) {
            end = place(centrePile, centrePile.width / 2, centrePile.height / 2)
            endScale = 0.85
            endOpacity = 0
        } else {
            end = place(removedLabel, removedLabel.width / 2, removedLabel.height / 2)
            endOpacity = 0
        }
        const list = []
        for (let k = 0; k < count; ++k) {
            const entry = shown[k]
            const at = place(centrePile, centrePile.slotX(k, count), centrePile.slotY(k, count))
            const moving = k === count - 1 && pileItem !== null
            const from = moving ? place(pileItem, 0, 0) : at
            list.push({ card: entry.card, value: entry.value, player: entry.player, moving: moving,
                        x0: from.x, y0: from.y, r0: 0,
                        x1: at.x, y1: at.y, r1: centrePile.slotRotation(k, count),
                        // A little fan as they go, so that they are seen as several cards.
                        x2: end.x - cardWidth / 2 + (k - (count - 1) / 2) * 4,
                        y2: end.y - cardWidth * 0.7, s2: endScale, o2: endOpacity })
        }
        flyers = list
        travelMs = pileItem ? Theme.motion(360) : 0
        awayMs = Theme.motion(320)
        popMs = 0
        // The new round's hint in the centre waits for these cards to leave it.
        centrePile.clearing = true
        start()
    }

    // The sage's disc, face down, from the sage's row to the prophecy box.
    function predict(sage) {
        finish()
        if (!Theme.motionOn || !prophecyPanel || !turnOrder)
            return
        const row = turnOrder.rowFor(sage)
        const disc = prophecyPanel.disc
        if (!row || !disc)
            return
        const from = place(row, 20, row.height / 2)
        const to = place(disc, disc.width / 2, disc.height / 2)
        flyingDisc.x0 = from.x
        flyingDisc.y0 = from.y
        flyingDisc.x1 = to.x
        flyingDisc.y1 = to.y
        flyingDisc.s0 = 24 / disc.width
        flyingDisc.size = disc.width
        flyingDisc.visible = true
        prophecyPanel.discArriving = true
        travelMs = Theme.motion(480)
        awayMs = 0
        popMs = 0
        start()
    }

    function start() {
        travel = 0
        away = 0
        run.start()
    }

    SequentialAnimation {
        id: run
        NumberAnimation {
            target: motion
            property: "travel"
            from: 0
            to: 1
            duration: motion.travelMs
            easing.type: Easing.OutCubic
        }
        ScriptAction { script: motion.landed() }
        ParallelAnimation {
            NumberAnimation {
                target: motion
                property: "away"
                from: 0
                to: 1
                duration: motion.awayMs
                easing.type: Easing.InOutQuad
            }
            NumberAnimation {
                target: motion.centrePile
                property: "topScale"
                from: motion.popMs > 0 ? 1.14 : 1
                to: 1
                duration: motion.popMs
                easing.type: Easing.OutBack
            }
        }
        onRunningChanged: if (!running) motion.clear()
    }

    Repeater {
        model: motion.flyers
        HyanoCard {
            required property var modelData
            readonly property bool leaving: motion.away > 0
            objectName: "flyingCard_" + modelData.card
            width: motion.cardWidth
            height: motion.cardWidth * 1.4
            x: leaving ? motion.between(modelData.x1, modelData.x2, motion.away)
                       : motion.between(modelData.x0, modelData.x1, motion.travel)
            y: leaving ? motion.between(modelData.y1, modelData.y2, motion.away)
                       : motion.between(modelData.y0, modelData.y1, motion.travel)
            rotation: leaving ? modelData.r1 : motion.between(modelData.r0, modelData.r1, motion.travel)
            scale: leaving ? motion.between(1, modelData.s2, motion.away) : 1
            opacity: leaving ? motion.between(1, modelData.o2, motion.away) : 1
            z: modelData.moving ? 2 : 1
            info: motion.table ? motion.table.cardInfo(modelData.card) : null
            // A Sun gets its value as it lands.
            declared: info && info.sun && (!modelData.moving || motion.travel >= 1) ? modelData.value : 0
            playerColour: motion.table && modelData.player !== undefined ? motion.table.seatColour(modelData.player) : "transparent"
            playerShape: motion.table && modelData.player !== undefined ? motion.table.seatShape(modelData.player) : ""
        }
    }

    SymbolDisc {
        id: flyingDisc
        property real x0: 0
        property real y0: 0
        property real x1: 0
        property real y1: 0
        property real s0: 0.5
        objectName: "flyingDisc"
        visible: false
        yellow: true
        faceDown: true
        x: motion.between(x0, x1, motion.travel) - width / 2
        y: motion.between(y0, y1, motion.travel) - height / 2
        scale: motion.between(s0, 1, motion.travel)
    }
}
