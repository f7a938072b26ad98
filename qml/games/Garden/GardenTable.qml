// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The Japanese garden table (Kokeshi & Samurai): the garden drawn from the game's
// description, the two players, and a move panel that narrows the legal moves down with each
// click (figure, field, recipient, ...) until one is left, then plays it. The view never
// decides what is legal: every highlight comes from the legal moves' descriptions.
//
// Choosing a move: click one of your figures (its reachable fields light up), click a
// field, then, when there is a choice, pick the figure that receives the used bead (on the
// board or in the panel), the top bead or all beads, or the kind of jump. "Pass a bead"
// moves a top bead without moving a figure. Escape (the page's MoveKeys calls stepBack()),
// a right click or a click beside the highlights steps back.
//
// By keyboard every piece that can be acted on carries a MoveTarget with the same action as
// its click; the parts of a move have rising steps: 0 the figure (or "Pass a bead"), 1 the
// field (or the figure that gives a bead), 2 the recipient, the kind of jump, the bead order.
// Every move is drawn as motion (MoveAnimation on the board), from session.moved.
GameTable {
    id: table
    // The sound of each kind of move (GameTable.moveSounds): figures set down and moved, beads
    // taken, handed over and passed.
    moveSounds: ({ setup: "step", step: "step", jump: "step", draft: "bead", handoff: "bead",
                   pass: "bead" })

    readonly property var obs: session.observation
    readonly property var def: session.definition
    readonly property int viewer: session.viewerSeat
    readonly property string phase: obs.phase || ""
    readonly property var sides: def.sides || []
    readonly property var lastMoveRaw: obs.last_move || null
    // Which position is drawn: the game's last one, or the replay's.
    function positionPly() {
        return (session.reviewing ? "review " + session.reviewPly : "") + " " + session.plyCount
    }

    // ---- The description, indexed --------------------------------------------------------
    readonly property var colourInfo: {
        const m = {}
        for (const c of (def.bead_colours || []))
            m[c.id] = c
        return m
    }
    readonly property var regionById: {
        const m = {}
        for (const r of (def.regions || []))
            m[r.id] = r
        return m
    }
    readonly property var fieldRegions: (def.regions || []).filter(r => r.kind === "field")
    readonly property var baseRegions: (def.regions || []).filter(r => r.kind === "base")
    readonly property var figureSide: {
        const m = {}
        for (const s of sides)
            for (const f of (s.figures || []))
                m[f] = s.seat
        return m
    }
    readonly property var lineByPair: {
        const m = {}
        for (const l of (def.lines || [])) {
            m[l.a + "|" + l.b] = l
            m[l.b + "|" + l.a] = l
        }
        return m
    }

    // Every figure's id, as the rules list them: a stable model for the board's figures (the
    // observation's list is new after every move, this one only with a new game).
    readonly property var figureIds: {
        const out = []
        for (const s of sides)
            for (const f of (s.figures || []))
                out.push(f)
        return out
    }

    // ---- The position ---------------------------------------------------------------------
    readonly property var figures: obs.figures || []
    readonly property var figureById: {
        const m = {}
        for (const f of figures)
            m[f.id] = f
        return m
    }
    readonly property var placedFigures: figures.filter(f => f.region !== null && f.region !== undefined)
    readonly property var figureAt: {
        const m = {}
        for (const f of placedFigures)
            m[f.region] = f.id
        return m
    }

    // The last move, with the places its trails join.
    readonly property var lastMove: {
        const lm = lastMoveRaw
        if (!lm || lm.hidden)
            return ({})
        const m = { kind: lm.kind, figure: lm.figure || "", recipient: lm.recipient || "",
                    from: lm.from || "", to: lm.to || "", over: lm.over || "", player: lm.player,
                    action: lm.action || "", beadsMoved: lm.beads_moved || 0 }
        const regionOf = id => figureById[id] ? (figureById[id].region || "") : ""
        // The fields it crossed, as the rules give them with the move (session.lastMove):
        // from, each field jumped (both of a double jump), to.
        const described = session.lastMove
        m.path = described && described.text === m.action && described.path ? described.path : []
        if (m.recipient !== "" && m.beadsMoved > 0) {
            m.giverRegion = m.kind === "pass" ? regionOf(m.figure)
                          : m.kind === "handoff" ? m.from : m.to
            m.receiverRegion = regionOf(m.recipient)
        }
        return m
    }

    // ---- Legal moves, with "" for the parts a kind does not use ----------------------------
    readonly property var actions: moves.map(m => ({
        index: m.index, text: m.text, kind: m.kind, figure: m.figure || "", to: m.to || "",
        over: m.over || "", jumped: m.jumped || "", recipient: m.recipient || "",
        mode: m.mode || "", order: m.order || "", colour: m.colour || "" }))

    function unique(list) {
        const out = []
        for (const x of list)
            if (x !== "" && out.indexOf(x) < 0)
                out.push(x)
        return out
    }
    function isMove(a) { return a.kind === "step" || a.kind === "jump" || a.kind === "handoff" }
    function routeKey(a) { return a.kind === "step" ? "step" : a.kind + " " + a.over }

    // ---- What the person in front of the screen is choosing -------------------------------
    // idle | figure (a figure is selected) | choose (a field is chosen, a choice is left) |
    // passFrom (which figure gives its top bead) | passTo (which figure receives it)
    property string stage: "idle"
    property string selectedFigure: ""
    property string target: ""
    property string route: ""
    property string giveMode: "top"
    property string pendingRecipient: ""
    property string setupColour: ""

    function reset() {
        stage = "idle"
        selectedFigure = ""
        target = ""
        route = ""
        giveMode = "top"
        pendingRecipient = ""
    }
    // Escape, a right click or a click on nothing: one step back.
    function cancel() {
        if (stage === "choose" && pendingRecipient !== "")
            pendingRecipient = ""
        else if (stage === "choose" && route !== "" && routes.length > 1)
            route = ""
        else if (stage === "choose") {
            stage = "figure"; target = ""; route = ""
        } else if (stage === "passTo" && selectedFigure !== "" && moveActionsOf(selectedFigure).length > 0)
            stage = "figure"
        else
            reset()
    }
    function play(move) {
        // A move waiting for confirmation keeps what was chosen on show (reset on its play).
        if (!AppSettings.confirmMoves)
            reset()
        return choose(move)
    }
    // Escape (MoveKeys): drop the last part of the move chosen; false when nothing was chosen,
    // so that the page may use the key.
    function stepBack() {
        if (stage === "idle")
            return false
        cancel()
        return true
    }

    Connections {
        target: table.session
        function onStateChanged() { table.reset() }
        function onGameChanged() { table.reset(); table.setupColour = "" }
    }

    // The set-up: the pair that goes on the next figure, and the figure.
    readonly property var setupActions: actions.filter(a => a.kind === "setup")
    readonly property var setupColours: unique(setupActions.map(a => a.colour))
    readonly property string chosenSetupColour: setupColours.indexOf(setupColour) >= 0 ? setupColour
                                                : (setupColours[0] || "")
    readonly property string setupFigure: setupActions.length > 0 ? setupActions[0].figure : ""
    readonly property var draftColours: unique(actions.filter(a => a.kind === "draft").map(a => a.colour))
    readonly property bool canStop: actions.some(a => a.kind === "stop")

    function moveActionsOf(fig) { return actions.filter(a => a.figure === fig && isMove(a)) }
    function passActionsOf(fig) { return actions.filter(a => a.figure === fig && a.kind === "pass") }
    readonly property var passSources: unique(actions.filter(a => a.kind === "pass").map(a => a.figure))
    readonly property var moverFigures: unique(actions.filter(a => isMove(a)).map(a => a.figure))

    // The choice left after the figure and the field (or the giving figure of a pass).
    readonly property var candidates: {
        if (stage === "choose")
            return actions.filter(a => a.figure === selectedFigure && a.to === target && isMove(a))
        if (stage === "passTo")
            return passActionsOf(selectedFigure)
        return []
    }
    readonly property var routes: unique(candidates.map(routeKey))
    readonly property var routeActions: route !== "" ? candidates.filter(a => routeKey(a) === route)
                                        : routes.length === 1 ? candidates : []
    readonly property var modes: unique(routeActions.map(a => a.mode))
    readonly property string chosenMode: modes.indexOf(giveMode) >= 0 ? giveMode : (modes[0] || "")
    readonly property var modeActions: routeActions.filter(a => modes.length <= 1 || a.mode === chosenMode)
    readonly property var recipients: unique(modeActions.map(a => a.recipient))
    readonly property var orderActions: pendingRecipient !== ""
                                        ? modeActions.filter(a => a.recipient === pendingRecipient) : []
    // The beads the receiving figure would get, bottom to top (as they are on the giver).
    readonly property var givenBeads: {
        if (modeActions.length === 0 || chosenMode === "")
            return []
        const f = figureById[selectedFigure]
        const beads = f && f.beads ? f.beads : []
        if (chosenMode === "all")
            return beads
        return beads.length > 0 ? [beads[beads.length - 1]] : []
    }
    // What the panel asks: "" | "route" | "recipient" | "order"
    readonly property string question: {
        if (stage !== "choose" && stage !== "passTo")
            return ""
        if (routeActions.length === 0 && routes.length > 1)
            return "route"
        if (orderActions.length > 1)
            return "order"
        return "recipient"
    }

    function clickFigure(id) {
        if (!myTurn || phase !== "play")
            return
        const own = figureSide[id] === session.currentPlayer
        if ((stage === "choose" || stage === "passTo") && question === "recipient" && recipients.indexOf(id) >= 0) {
            chooseRecipient(id)
            return
        }
        if (stage === "passFrom") {
            if (passSources.indexOf(id) >= 0) {
                selectedFigure = id
                stage = "passTo"
            }
            return
        }
        if (id === selectedFigure) {
            if (stage === "choose")
                cancel()
            else
                reset()
            return
        }
        if (own && (moverFigures.indexOf(id) >= 0 || passSources.indexOf(id) >= 0)) {
            reset()
            selectedFigure = id
            stage = "figure"
        }
    }
    function clickField(id) {
        if (!myTurn)
            return
        if (phase === "setup") {
            const a = setupActions.find(x => x.to === id && x.colour === chosenSetupColour)
            if (a)
                play(a)
            return
        }
        if (phase !== "play")
            return
        if (figureAt[id] !== undefined) {
            clickFigure(figureAt[id])
            return
        }
        if ((stage === "figure" || stage === "choose") && moveTargets[id] !== undefined) {
            target = id
            route = ""
            pendingRecipient = ""
            const list = actions.filter(a => a.figure === selectedFigure && a.to === id && isMove(a))
            if (list.length === 1)
                play(list[0])
            else
                stage = "choose"
            return
        }
        cancel()
    }
    function chooseRoute(key) {
        route = key
        if (routeActions.length === 1)
            play(routeActions[0])
    }
    function chooseRecipient(id) {
        const list = modeActions.filter(a => a.recipient === id)
        if (list.length === 1)
            play(list[0])
        else if (list.length > 1)
            pendingRecipient = id
    }
    function startPass() {
        if (selectedFigure !== "" && passSources.indexOf(selectedFigure) >= 0) {
            stage = "passTo"
        } else {
            reset()
            stage = "passFrom"
        }
        route = ""
        pendingRecipient = ""
        giveMode = "top"
    }

    // ---- What the board highlights ---------------------------------------------------------
    // Where the selected figure may go: region -> "step" | "jump" | "handoff".
    readonly property var moveTargets: {
        const m = {}
        if (stage !== "figure" && stage !== "choose")
            return m
        for (const a of moveActionsOf(selectedFigure)) {
            const kind = a.kind === "step" ? "step" : a.kind
            if (m[a.to] === undefined || (m[a.to] === "handoff" && kind === "jump"))
                m[a.to] = kind
        }
        return m
    }
    readonly property var targets: {
        const m = {}
        if (!myTurn)
            return m
        if (phase === "setup") {
            for (const a of setupActions)
                if (a.colour === chosenSetupColour)
                    m[a.to] = "setup"
            return m
        }
        if (stage === "choose") {
            m[target] = moveTargets[target] || "step"
            return m
        }
        return moveTargets
    }
    // The move under the mouse (or chosen), drawn as a faint trail: {from, to, over}.
    readonly property var previewMove: {
        if (stage !== "figure" && stage !== "choose")
            return null
        const to = stage === "choose" ? target : board.hoveredField
        if (to === "" || moveTargets[to] === undefined)
            return null
        const f = figureById[selectedFigure]
        const a = moveActionsOf(selectedFigure).find(x => x.to === to
                                                     && (route === "" || routeKey(x) === route))
        return f && a ? { from: f.region, to: to, over: a.over } : null
    }
    readonly property var emphasisedLines: {
        const m = {}
        const f = figureById[selectedFigure]
        if (!f || !f.region)
            return m
        for (const to in targets) {
            if (targets[to] !== "step")
                continue
            const l = lineByPair[f.region + "|" + to]
            if (l)
                m[l.a + "|" + l.b] = true
        }
        return m
    }
    readonly property var actionableFigures: {
        const m = {}
        if (!myTurn || phase !== "play")
            return m
        const list = stage === "idle" ? unique(moverFigures.concat(passSources))
                   : stage === "passFrom" ? passSources : []
        for (const id of list)
            m[id] = true
        return m
    }
    readonly property var recipientFigures: {
        const m = {}
        if (question === "recipient")
            for (const id of recipients)
                m[id] = true
        return m
    }
    readonly property bool showStartFields: phase === "setup" || phase === "draft"
    readonly property var setupPreview: {
        if (!myTurn || phase !== "setup" || setupFigure === "")
            return null
        const seat = session.currentPlayer
        const beads = []
        for (let i = 0; i < (def.beads_per_figure || 2); ++i)
            beads.push(chosenSetupColour)
        return { samurai: isSamurai(seat), colour: seatColour(seat), number: figureNumber(setupFigure),
                 beads: beads }
    }

    // ---- Names -----------------------------------------------------------------------------
    function isSamurai(seat) {
        const s = sides[seat]
        if (s && s.id === "samurai")
            return true
        if (s && s.id === "kokeshi")
            return false
        return seat % 2 === 1
    }
    function seatColour(seat) {
        const s = sides[seat]
        return s ? s.colour : Theme.inkFaint
    }
    function sideName(seat) {
        const s = sides[seat]
        //: Default name of a seat; %1 is a number
        return s ? Theme.t(s.name) : qsTr("Player %1").arg(seat + 1)
    }
    function seatName(seat) {
        const s = session.seats[seat]
        if (s && s.name)
            return s.name
        return sideName(seat)
    }
    function figureNumber(id) { return String(id).replace(/^[^0-9]*/, "") }
    function figureLabel(id) {
        const seat = figureSide[id]
        if (seat === undefined)
            return id
        //: A figure's name in texts: %1 is its side (Kokeshi, Samurai), %2 its number (1-3)
        return qsTr("%1 %2").arg(sideName(seat)).arg(figureNumber(id))
    }
    // A figure's name inside a sentence shown on the table: never broken across two lines
    // ("Kokeshi / 1"; ja between any two kana).
    function figureInText(id) {
        const name = figureLabel(id)
        return Theme.keepWhole(name, [name], true)
    }
    function regionLabel(id) {
        const r = regionById[id]
        return r && r.kind === "base" ? Theme.t(r.name) : id
    }
    // A field or base inside a sentence: a field by its name ("c3"), a base by the data's
    // in-sentence form, with its article where the language has one ("the red pagoda",
    // "la pagoda roja"); Theme.fill() then contracts "a el", "à le".
    function regionInText(id) {
        const r = regionById[id]
        return r && r.kind === "base" ? Theme.t(r.name_in_text || r.name) : id
    }
    function colourName(id) {
        const c = colourInfo[id]
        return c ? Theme.t(c.name) : id
    }
    function orderLabel(order) {
        return order.split("+").map(colourName).join(" + ")
    }
    function topBead(id) {
        const f = figureById[id]
        return f && f.beads && f.beads.length > 0 ? f.beads[f.beads.length - 1] : ""
    }

    // ---- Keyboard and screen readers -------------------------------------------------------
    // Every piece a person can act on carries a MoveTarget with the same action as its click
    // (MoveKeys moves the focus among them); these give each one `active`, `step`, an
    // imperative `name` and a `description` of what it is and shows.
    function listText(items) {
        //: Separator between the items of a list read out by a screen reader ("red, yellow")
        return items.join(qsTr(", "))
    }
    function beadsText(beads) {
        if (!beads || beads.length === 0)
            //: Screen reader: a figure carries no bead
            return qsTr("no bead")
        //: Screen reader: the beads on a figure's head; %1 is the list of colours, bottom to top
        return Theme.fill(qsTr("beads from bottom to top: %1"), [listText(beads.map(colourName))])
    }
    // "Kokeshi 1 on c3, beads from bottom to top: red, yellow".
    function figureDescription(id) {
        const f = figureById[id]
        if (!f)
            return figureLabel(id)
        if (!f.region)
            //: Screen reader: a figure not yet on the board; %1 figure
            return Theme.fill(qsTr("%1, not placed yet"), [figureLabel(id)])
        //: Screen reader: a figure on the board; %1 figure (Kokeshi 1), %2 its field or pagoda, %3 its beads
        return Theme.fill(qsTr("%1 on %2, %3"), [figureLabel(id), regionInText(f.region), beadsText(f.beads)])
    }
    function figureActive(id) {
        return actionableFigures[id] === true || recipientFigures[id] === true
    }
    function figureStep(id) {
        return recipientFigures[id] === true ? 2 : stage === "passFrom" ? 1 : 0
    }
    // What Enter on a figure does now.
    function figureActionName(id) {
        const name = figureLabel(id)
        if (recipientFigures[id] === true)
            return recipientActionName(id)
        if (stage === "passFrom")
            //: Keyboard and screen reader: choose the figure that gives its top bead; %1 figure
            return Theme.fill(qsTr("Pass the top bead of %1"), [name])
        //: Keyboard and screen reader: pick one of your figures to move it; %1 figure
        return Theme.fill(qsTr("Choose %1"), [name])
    }
    function recipientActionName(id) {
        const name = figureLabel(id)
        if (stage === "passTo")
            //: Keyboard and screen reader: the figure that receives a passed bead; %1 figure
            return Theme.fill(qsTr("Pass the bead to %1"), [name])
        if (chosenMode === "all")
            //: Keyboard and screen reader: the figure that receives all the beads of the moving one; %1 figure
            return Theme.fill(qsTr("Give all the beads to %1"), [name])
        //: Keyboard and screen reader: the figure that receives the bead used for the move; %1 figure
        return Theme.fill(qsTr("Give the bead to %1"), [name])
    }
    function fieldActive(id) {
        if (!myTurn)
            return false
        if (phase === "setup")
            return targets[id] === "setup"
        return phase === "play" && stage === "figure" && moveTargets[id] !== undefined
    }
    // What Enter on a field or pagoda does now.
    function fieldActionName(id) {
        const where = regionInText(id)
        if (phase === "setup")
            //: Keyboard and screen reader: place a figure in the set-up; %1 figure, %2 start field, %3 colour of its beads
            return Theme.fill(qsTr("Place %1 on %2 (beads: %3)"),
                              [figureLabel(setupFigure), where, colourName(chosenSetupColour)])
        switch (moveTargets[id]) {
        case "jump":
            //: Keyboard and screen reader: jump to a field (or pagoda); %1 the field
            return Theme.fill(qsTr("Jump to %1"), [where])
        case "handoff":
            //: Keyboard and screen reader: the hand-off jump to a field; %1 the field
            return Theme.fill(qsTr("Hand-off jump to %1"), [where])
        }
        //: Keyboard and screen reader: step across a line to a field (or pagoda); %1 the field
        return Theme.fill(qsTr("Step to %1"), [where])
    }
    // A field or pagoda for a screen reader: what stands on it and the lines around it, the
    // colours that let a figure across.
    function regionDescription(id) {
        const r = regionById[id]
        if (!r)
            return id
        const parts = []
        if (r.kind === "base") {
            const owner = sides.findIndex(s => s.home === id)
            const goalOf = sides.findIndex(s => s.goal === id)
            parts.push(Theme.t(r.name))
            if (owner >= 0 && goalOf >= 0)
                //: Screen reader: a pagoda; %1 the side whose home it is, %2 the side that must reach it
                parts.push(Theme.fill(qsTr("Home of %1, goal of %2"), [sideName(owner), sideName(goalOf)]))
        } else {
            //: Screen reader: a field of the garden; %1 its name (c3)
            parts.push(Theme.fill(qsTr("Field %1"), [id]))
            if (r.start_of !== null && r.start_of !== undefined)
                //: Screen reader: a start field; %1 the side (Kokeshi)
                parts.push(Theme.fill(qsTr("Start field of %1"), [sideName(r.start_of)]))
        }
        const here = figureAt[id]
        if (here !== undefined) {
            const f = figureById[here]
            //: Screen reader: the figure on a field; %1 figure, %2 its beads
            parts.push(Theme.fill(qsTr("%1 stands here, %2"), [figureLabel(here), beadsText(f ? f.beads : [])]))
        } else {
            //: Screen reader: nobody stands on the field
            parts.push(qsTr("Free"))
        }
        const lines = []
        for (const l of (def.lines || [])) {
            if (l.a !== id && l.b !== id)
                continue
            const other = l.a === id ? l.b : l.a
            //: Screen reader: one line around a field; %1 its colour, %2 the field (or pagoda) beyond it
            lines.push(Theme.fill(qsTr("%1 to %2"), [colourName(l.colour), regionInText(other)]))
        }
        if (lines.length > 0)
            //: Screen reader: the coloured lines around a field; %1 the list ("red to b3, green to c4")
            parts.push(Theme.fill(qsTr("Lines: %1"), [listText(lines)]))
        return parts.join(". ")
    }

    // A log line for a move's description (the rules' describeAction).
    // The hint bar's advice (GameTable.adviseMove): the figure's move and where its beads go,
    // in the imperative.
    function adviseMove(seat, move, asking) {
        const a = { kind: move.kind, figure: move.figure || "", to: move.to || "",
                    over: move.over || "", jumped: move.jumped || "", recipient: move.recipient || "",
                    mode: move.mode || "", order: move.order || "", colour: move.colour || "" }
        const over = a.jumped !== "" ? figureInText(a.jumped)
                                     : Theme.fill(qsTr("the figure on %1"), [regionInText(a.over)])
        let text
        switch (a.kind) {
        case "setup":
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure (Kokeshi 1), %2 start field, %3 colour of its pair of beads
            return Theme.fill((!asking ? qsTr("Place %1 on %2 (%3 ×2)", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Place %1 on %2 (%3 ×2)?", "confirm")),
                              [figureInText(a.figure), regionInText(a.to), colourName(a.colour)])
        case "draft":
            //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 the colour of the pair of beads
            return Theme.fill((!asking ? qsTr("Take the pair of beads: %1", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Take the pair of beads: %1?", "confirm")), [colourName(a.colour)])
        case "step":
            text = a.mode === "all"
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 field, %3 the figure receiving the beads
                   ? (!asking ? qsTr("Step %1 to %2 and hand all its beads to %3", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Step %1 to %2 and hand all its beads to %3?", "confirm"))
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 field, %3 the figure receiving the used bead
                   : (!asking ? qsTr("Step %1 to %2 and give the used bead to %3", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Step %1 to %2 and give the used bead to %3?", "confirm"))
            text = Theme.fill(text, [figureInText(a.figure), regionInText(a.to), figureInText(a.recipient)])
            break
        case "jump":
            text = a.recipient === ""
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field
                   ? (!asking ? qsTr("Jump %1 over %2 to %3", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Jump %1 over %2 to %3?", "confirm"))
                   : a.mode === "all"
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over, %3 landing field, %4 figure receiving the beads
                   ? (!asking ? qsTr("Jump %1 over %2 to %3 and hand all its beads to %4", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Jump %1 over %2 to %3 and hand all its beads to %4?", "confirm"))
                   //: Hint bar, pasted into "Hint: %1.": advice (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over, %3 landing field, %4 figure receiving the top bead
                   : (!asking ? qsTr("Jump %1 over %2 to %3 and give its top bead to %4", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Jump %1 over %2 to %3 and give its top bead to %4?", "confirm"))
            text = Theme.fill(text, [figureInText(a.figure), over, regionInText(a.to), figureInText(a.recipient)])
            break
        case "handoff":
            //: Hint bar, pasted into "Hint: %1.": advice, the hand-off jump (Note 3) (imperative, ja 〜ましょう); %1 figure, %2 the figure jumped over (it receives all the beads; by its name, or "the figure on c5"), %3 landing field
            text = Theme.fill((!asking ? qsTr("Hand all the beads of %1 to %2 and jump over it to %3", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("Hand all the beads of %1 to %2 and jump over it to %3?", "confirm")),
                              [figureInText(a.figure), over, regionInText(a.to)])
            break
        case "pass":
            text = a.mode === "all"
                   //: Hint bar, pasted into "Hint: %1.": advice, no figure moves (imperative, ja 〜ましょう); %1 giving figure, %2 receiving figure
                   ? (!asking ? qsTr("Pass all the beads of %1 to %2", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Pass all the beads of %1 to %2?", "confirm"))
                   //: Hint bar, pasted into "Hint: %1.": advice, no figure moves (imperative, ja 〜ましょう); %1 giving figure, %2 receiving figure
                   : (!asking ? qsTr("Pass the top bead of %1 to %2", "hint")
                       //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                       : qsTr("Pass the top bead of %1 to %2?", "confirm"))
            text = Theme.fill(text, [figureInText(a.figure), figureInText(a.recipient)])
            break
        case "stop":
            //: Hint bar, pasted into "Hint: %1.": advice to end a turn of several steps (imperative, ja 〜ましょう)
            return (!asking ? qsTr("End your turn", "hint")
                //: "Confirm move" bar: the same move as a question to the person, a whole sentence (en "Place Kokeshi 1 on c3?", ja 〜ますか？, hu "Leteszed…?"); the same placeholders as the hint's advice
                : qsTr("End your turn?", "confirm"))
        default:
            return ringedMoveAdvice(asking)
        }
        if (a.order !== "")
            text = qsTr("%1 (order: %2)").arg(text).arg(orderLabel(a.order))
        return text
    }
    function describeMove(seat, move) {
        const a = { kind: move.kind, figure: move.figure || "", to: move.to || "",
                    over: move.over || "", jumped: move.jumped || "", recipient: move.recipient || "",
                    mode: move.mode || "", order: move.order || "", colour: move.colour || "" }
        const who = seatName(seat)
        const jumped = a.jumped
        const overLabel = jumped !== "" ? figureInText(jumped)
                          //: Move log: a jumped figure known only by its field; %1 a field (c5). hu "a(z) %1 mezőn álló figura"
                          : Theme.fill(qsTr("the figure on %1"), [regionInText(a.over)])
        let text
        switch (a.kind) {
        case "setup":
            //: Move log: a figure is placed in the set-up; %1 figure (Kokeshi 1), %2 start field, %3 colour of its pair of beads
            return Theme.fill(qsTr("%1 starts on %2 (%3 ×2)"),
                              [figureInText(a.figure), regionInText(a.to), colourName(a.colour)])
        case "draft":
            //: Move log: a player takes a pair of beads of one colour; %1 player, %2 colour
            return Theme.fill(qsTr("%1 takes a pair of beads: %2"), [who, colourName(a.colour)])
        case "step":
            text = a.mode === "all"
                   //: Move log; %1 figure, %2 field, %3 the figure receiving the beads
                   ? qsTr("%1 steps to %2 and hands all its beads to %3")
                   //: Move log; %1 figure, %2 field, %3 the figure receiving the used bead
                   : qsTr("%1 steps to %2 and gives the used bead to %3")
            text = Theme.fill(text, [figureInText(a.figure), regionInText(a.to), figureInText(a.recipient)])
            break
        case "jump":
            if (a.recipient !== "") {
                text = a.mode === "all"
                       //: Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field, %4 figure receiving the beads
                       ? qsTr("%1 jumps over %2 to %3 and hands all its beads to %4")
                       //: Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field, %4 figure receiving the top bead
                       : qsTr("%1 jumps over %2 to %3 and gives its top bead to %4")
                text = Theme.fill(text, [figureInText(a.figure), overLabel, regionInText(a.to),
                                         figureInText(a.recipient)])
            } else {
                //: Move log; %1 figure, %2 the figure jumped over (by its name, or "the figure on c5"), %3 landing field
                text = Theme.fill(qsTr("%1 jumps over %2 to %3"),
                                  [figureInText(a.figure), overLabel, regionInText(a.to)])
            }
            break
        case "handoff":
            text = jumped !== ""
                   //: Move log: the hand-off jump (Note 3); %1 figure, %2 the figure jumped over (it receives all the beads), %3 landing field
                   ? qsTr("%1 hands all its beads to %2 and jumps over it to %3")
                   //: Move log: the hand-off jump (Note 3); %1 figure, %2 field of the figure jumped over (it receives all the beads), %3 landing field
                   : qsTr("%1 hands all its beads to the figure on %2 and jumps over it to %3")
            text = Theme.fill(text, [figureInText(a.figure), jumped !== "" ? overLabel : regionInText(a.over),
                                     regionInText(a.to)])
            break
        case "pass":
            text = a.mode === "all"
                   //: Move log: no figure moves; %1 giving figure, %2 receiving figure
                   ? qsTr("%1 passes all its beads to %2")
                   //: Move log: no figure moves; %1 giving figure, %2 receiving figure
                   : qsTr("%1 passes its top bead to %2")
            text = Theme.fill(text, [figureInText(a.figure), figureInText(a.recipient)])
            break
        case "stop":
            //: Move log: a player ends a turn of several steps; %1 player
            return Theme.sentence(qsTr("%1 ends the turn"), [who])
        default:
            //: Move log: a move the log cannot describe (never raw notation); %1 is a player
            return Theme.sentence(qsTr("%1 made a move"), [who])
        }
        if (a.order !== "")
            //: Move log: added when the player chose the order of the beads handed on; %1 the move, %2 colours bottom to top
            text = qsTr("%1 (order: %2)").arg(text).arg(orderLabel(a.order))
        return text
    }

    // ---- Texts for GamePage ------------------------------------------------------------------
    statusText: {
        if (!session.active)
            return ""
        if (session.over)
            return endTitle
        const current = session.currentPlayer
        const name = seatName(current)
        if (session.handoverPending)
            //: Status line in hot-seat play; %1 is a player's name
            return Theme.sentence(qsTr("Waiting for %1"), [name])
        if (isComputer(current))
            //: Status line while the computer chooses its move; %1 is its name
            return Theme.sentence(qsTr("%1 is thinking…"), [name])
        if (!myTurn)
            //: Status line while another person is to move; %1 is a player's name
            return Theme.sentence(qsTr("Waiting for %1"), [name])
        if (phase === "draft")
            //: Status line; %1 is your name
            return Theme.sentence(qsTr("%1, take a pair of beads"), [name])
        if (phase === "setup")
            //: Status line during the set-up; %1 is your name
            return Theme.sentence(qsTr("%1: choose a bead pair and a start field"), [name])
        switch (stage) {
        case "figure":
            //: Status line: a figure is selected; %1 is the figure
            return qsTr("Click a lit field for %1, or pass its top bead").arg(figureInText(selectedFigure))
        case "choose":
            if (question === "route")
                //: Status line: the chosen field can be reached by two kinds of jump
                return qsTr("Choose how to jump")
            if (question === "order")
                //: Status line: choose the order of the beads handed over
                return qsTr("Choose the order of the beads")
            //: Status line: choose which of your figures gets the bead used for the step
            return qsTr("Click the figure that receives the bead")
        case "passFrom":
            //: Status line: pass a bead, first step
            return qsTr("Click the figure that gives its top bead")
        case "passTo":
            //: Status line: pass a bead, second step; %1 is the giving figure
            return qsTr("Click the figure that receives the top bead of %1").arg(figureInText(selectedFigure))
        }
        //: Status line at the start of your turn; %1 is your name
        return Theme.sentence(qsTr("%1: move a figure or pass a bead"), [name])
    }

    endTitle: {
        const outcome = session.outcome
        if (!outcome || !outcome.winners)
            return ""
        if (outcome.winners.length === 0)
            //: End screen title when the garden game is drawn
            return qsTr("A draw")
        //: End screen title; %1 is a player's name
        return Theme.sentence(qsTr("%1 wins"), [seatName(outcome.winners[0])])
    }

    endDetails: {
        const outcome = session.outcome
        if (!outcome || !outcome.winners)
            return ""
        const lines = []
        const reason = outcome.reason || ""
        const lm = lastMove
        if (reason === "base_reached" && outcome.winners.length > 0) {
            const w = outcome.winners[0]
            //: End screen: %1 figure, %2 the pagoda it entered, %3 the winner
            lines.push(Theme.fill(qsTr("%1 entered %2: %3 reached the opponent's base first."),
                                  ["<b>" + figureInText(lm.figure || "") + "</b>",
                                   regionInText(lm.to || (sides[w] ? sides[w].goal : "")),
                                   seatName(w)]))
        } else if (reason === "repetition") {
            //: End screen: why the game is drawn; %n is a number (3)
            lines.push(qsTr("The same position came up %n time(s) with the same player to move.", "",
                            (def.rules && def.rules.repetition) || 3))
        } else if (reason === "ply_limit") {
            //: End screen: why the game is drawn; %n is a number of moves
            lines.push(qsTr("%n move(s) were played without a winner.", "", (def.rules && def.rules.max_plies) || 0))
        } else if (reason === "no_move" && outcome.winners.length > 0) {
            //: End screen: %1 is the player who could not move
            lines.push(Theme.sentence(qsTr("%1 could not make any move."), [seatName(1 - outcome.winners[0])]))
        }
        const f = outcome.figures || {}
        if (f.plies !== undefined)
            //: End screen statistics (labels, so that no count needs a plural): %1 the moves once every figure was placed (the set-up's placements not counted: the end screen also says how many moves the game had in all, set-up included), %2 steps, %3 jumps, %4 hand-off jumps, %5 beads passed
            lines.push(qsTr("Moves after setup: %1 · Steps: %2 · Jumps: %3 · Hand-off jumps: %4 · Beads passed: %5")
                       .arg(f.plies).arg(f.steps || 0).arg(f.jumps || 0).arg(f.handoffs || 0).arg(f.passes || 0))
        return lines.join("<br>")
    }

    // ---- Layout ------------------------------------------------------------------------------
    // The garden is laid upright (bases at the top and bottom) or sideways, whichever gives
    // bigger fields; the panel sits beside it or below it.
    readonly property int cols: def.width || 6
    readonly property int rows: def.height || 8
    readonly property real panelWidth: 330
    readonly property real panelHeight: 210
    readonly property real gap: 14
    // Room above the garden for tall bead stacks on the far row.
    readonly property real headroom: Math.max(22, Math.min(48, height * 0.04))
    // Beside the garden the panel takes what is left, up to a width its texts can fill; the
    // garden and the panel are then centred together.
    readonly property real panelMaxWidth: 480
    readonly property real cellUpright: Math.min((width - panelWidth - gap) / (cols + 0.32),
                                                 (height - headroom) / (rows + 0.32))
    readonly property real cellSideways: Math.min(width / (rows + 0.32),
                                                  (height - headroom - panelHeight - gap) / (cols + 0.32))
    readonly property bool sideways: cellSideways > cellUpright * 1.1
    readonly property real cell: Math.max(30, Math.floor(sideways ? cellSideways : cellUpright))
    // The seat whose base is at the bottom (or on the left): the only person at the table,
    // or the first side.
    readonly property int homeSeat: {
        const humans = []
        for (let i = 0; i < session.seats.length; ++i)
            if (session.seats[i].kind === "human")
                humans.push(i)
        return humans.length === 1 ? humans[0] : 0
    }

    // On a short table (1024×640) the players' cards leave out their figures (the garden shows
    // them): the move panel needs the room for every choice of a move at once (the bead to
    // hand on, all the beads, the receiving figures, Back) without scrolling.
    readonly property bool compactCards: sideways || height < 660
    readonly property real uprightPanelWidth: Math.min(panelMaxWidth, width - board.width - gap)
    readonly property real uprightLeft: Math.max(0, (width - board.width - gap - uprightPanelWidth) / 2)

    // The board item, for views that draw over it (the rules editor's handles).
    readonly property alias gardenBoard: board

    GardenBoard {
        id: board
        objectName: "gardenBoard"
        table: table
        cell: table.cell
        headroom: table.sideways ? table.headroom : y
        orientation: table.sideways ? (table.homeSeat === 0 ? 2 : 3) : (table.homeSeat === 0 ? 0 : 1)
        x: table.sideways ? (table.width - width) / 2 : table.uprightLeft
        y: table.sideways ? table.headroom : Math.max(table.headroom, (table.height - height) / 2)
    }

    GridLayout {
        id: panel
        objectName: "gardenPanel"
        x: table.sideways ? 0 : board.x + board.width + table.gap
        y: table.sideways ? board.height + table.gap : 0
        width: table.sideways ? table.width : table.uprightPanelWidth
        height: table.sideways ? table.height - board.height - table.gap : table.height
        columns: table.sideways ? 2 : 1
        rowSpacing: table.sideways ? 8 : 10
        columnSpacing: 10

        // Upright: the opponent above the move panel, you below. Sideways: the move panel on
        // the left, the two players beside it.
        PlayerCard {
            table: table
            seat: 1 - table.homeSeat
            compact: table.compactCards
            Layout.row: 0
            Layout.column: table.sideways ? 1 : 0
            Layout.fillWidth: !table.sideways
            Layout.preferredWidth: table.sideways ? 270 : -1
            Layout.fillHeight: table.sideways
        }
        MovePanel {
            table: table
            Layout.row: table.sideways ? 0 : 1
            Layout.column: 0
            Layout.rowSpan: table.sideways ? 2 : 1
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
        PlayerCard {
            table: table
            seat: table.homeSeat
            compact: table.compactCards
            Layout.row: table.sideways ? 1 : 2
            Layout.column: table.sideways ? 1 : 0
            Layout.fillWidth: !table.sideways
            Layout.preferredWidth: table.sideways ? 270 : -1
            Layout.fillHeight: table.sideways
        }
    }
}
