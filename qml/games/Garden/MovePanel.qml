// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The move panel: what to do now, in words, and the choices that are not on the board:
// the bead pair of the figure being placed, "Pass a bead", the kind of jump, the top bead
// or all beads, the figure that receives them (also clickable on the board), and a way
// back. Below: the last move and how far the game is from a draw. Every choice that makes a
// move (or a part of one) carries a MoveTarget, so that the keyboard reaches it; clicking a
// button here never takes the page's key focus.
Rectangle {
    id: panel
    required property var table

    readonly property var session: table.session
    readonly property string stage: table.stage
    readonly property string question: table.question
    readonly property bool mine: table.myTurn
    readonly property string selected: table.selectedFigure

    // The recipients come last in the panel: scrolled into view when they are asked for
    // (on a small window they lie below the panel's fold).
    onQuestionChanged: if (question === "recipient") Qt.callLater(function() {
        flick.contentY = Math.max(0, flick.contentHeight - flick.height)
    })

    // A short panel (1024×640) draws the receiving figures smaller, so that the choice of what
    // to hand on, the figures and Back fit in it together, in every language.
    readonly property bool tight: height < 420

    radius: Theme.radius
    color: Qt.rgba(1, 1, 1, 0.5)
    border.color: mine ? Theme.vermilion : Theme.line
    border.width: mine ? 1.5 : 1
    clip: true

    function showRecipients() {
        if (!recipientsFlow.visible)
            return
        const bottom = recipientsFlow.y + recipientsFlow.height
        if (bottom > flick.contentY + flick.height)
            flick.contentY = Math.max(0, Math.min(bottom - flick.height, flick.contentHeight - flick.height))
    }

    // A bead pair to choose (set-up) or to take (draft).
    component PairButton: Rectangle {
        id: pairButton
        property var pairTable: null
        property string colour: ""
        property bool chosen: false
        // Keyboard: the bead pair is step 0 of placing a figure (then its field); in the
        // draft, taking a pair is the move.
        property string actionName: ""
        signal clicked()
        implicitWidth: pairRow.implicitWidth + 20
        implicitHeight: 42
        radius: 6
        color: chosen ? Qt.rgba(0.72, 0.54, 0.23, 0.22) : pairMouse.containsMouse ? Theme.paperLight : "transparent"
        border.color: chosen ? Theme.gold : Theme.line
        border.width: chosen ? 2.5 : 1
        Row {
            id: pairRow
            anchors.centerIn: parent
            spacing: 6
            Row {
                anchors.verticalCenter: parent.verticalCenter
                spacing: -5
                Bead { size: 22; info: pairButton.pairTable ? pairButton.pairTable.colourInfo[pairButton.colour] || null : null }
                Bead { size: 22; info: pairButton.pairTable ? pairButton.pairTable.colourInfo[pairButton.colour] || null : null }
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: pairButton.pairTable ? pairButton.pairTable.colourName(pairButton.colour) : ""
                font.pixelSize: 14
                font.bold: pairButton.chosen
                color: Theme.ink
            }
        }
        MouseArea {
            id: pairMouse
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onClicked: pairButton.clicked()
        }
        MoveTarget {
            // The pair already chosen is no choice: the focus goes on to the fields.
            active: pairButton.visible && pairButton.actionName !== "" && !pairButton.chosen
            hinted: pairButton.pairTable ? pairButton.pairTable.hintedWhere({colour: pairButton.colour}) : false
            step: 0
            name: pairButton.actionName
            description: pairButton.pairTable ? pairButton.pairTable.colourName(pairButton.colour) : ""
            onActivated: pairButton.clicked()
        }
    }

    // A figure to choose as the receiver of beads.
    component FigureButton: Rectangle {
        id: figureButton
        property var figTable: null
        property string figure: ""
        property bool chosen: false
        signal clicked()
        implicitWidth: Math.max(panel.tight ? 72 : 86, label.implicitWidth + 16)
        implicitHeight: panel.tight ? 80 : 96
        radius: 6
        color: figMouse.containsMouse ? Qt.rgba(0.75, 0.26, 0.17, 0.12) : "transparent"
        border.color: Theme.vermilion
        border.width: figMouse.containsMouse ? 2 : 1
        readonly property var info: figTable ? figTable.figureById[figure] || null : null
        Figure {
            anchors.horizontalCenter: parent.horizontalCenter
            y: panel.tight ? 10 : 14
            cell: panel.tight ? 46 : 58
            enabled: false
            samurai: figureButton.info ? figureButton.figTable.isSamurai(figureButton.info.side) : false
            colour: figureButton.info ? figureButton.figTable.seatColour(figureButton.info.side) : "transparent"
            number: figureButton.info ? figureButton.figTable.figureNumber(figureButton.figure) : ""
            beads: figureButton.info ? (figureButton.info.beads || []) : []
            colours: figureButton.figTable ? figureButton.figTable.colourInfo : ({})
        }
        Text {
            id: label
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 3
            text: figureButton.figTable ? figureButton.figTable.figureLabel(figureButton.figure) : ""
            font.pixelSize: 12
            color: Theme.ink
        }
        MouseArea {
            id: figMouse
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onClicked: figureButton.clicked()
        }
        MoveTarget {
            active: figureButton.visible && figureButton.figTable !== null
            step: 2
            name: figureButton.figTable ? figureButton.figTable.recipientActionName(figureButton.figure) : ""
            description: figureButton.figTable ? figureButton.figTable.figureDescription(figureButton.figure) : ""
            onActivated: figureButton.clicked()
        }
    }

    // One line of the legend of the board's marks.
    component LegendItem: RowLayout {
        property string kind: "step"
        property string text: ""
        spacing: 6
        TargetMark {
            kind: parent.kind
            Layout.preferredWidth: 20
            Layout.preferredHeight: 20
        }
        Text {
            Layout.fillWidth: true
            text: parent.text
            font.pixelSize: 12
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 6

        Flickable {
            id: flick
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: content.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            ColumnLayout {
                id: content
                width: flick.width
                spacing: 8

                // ---- Title and prompt ----
                Text {
                    objectName: "panelTitle"
                    Layout.fillWidth: true
                    text: {
                        const t = panel.table
                        if (panel.session.over)
                            return t.endTitle
                        // In the replay nobody is thinking or choosing: whose turn it was.
                        if (panel.session.reviewing)
                            return t.turnInReplay()
                        if (!panel.mine)
                            return t.statusText
                        if (t.phase === "draft")
                            //: Move panel title in the bead draft
                            return qsTr("Take a pair of beads")
                        if (t.phase === "setup")
                            //: Move panel title during the set-up; %1 is a figure (Kokeshi 2)
                            return qsTr("Place %1").arg(t.figureLabel(t.setupFigure))
                        if (panel.stage === "passFrom" || panel.stage === "passTo")
                            //: Move panel title: the action that moves a bead, not a figure
                            return qsTr("Pass a bead")
                        if (panel.stage === "choose" && panel.question === "route")
                            //: Move panel title: two kinds of jump reach the chosen field
                            return qsTr("Which jump?")
                        if (panel.stage === "choose" && panel.question === "order")
                            //: Move panel title: the order of the beads handed over
                            return qsTr("In which order?")
                        if (panel.stage === "choose" && t.chosenMode === "all")
                            //: Move panel title: which figure receives all the beads of the moving figure
                            return qsTr("Who gets the beads?")
                        if (panel.stage === "choose")
                            //: Move panel title: which figure receives the used bead
                            return qsTr("Who gets the bead?")
                        if (panel.stage === "figure")
                            return t.figureLabel(panel.selected)
                        //: Move panel title at the start of your turn
                        return qsTr("Your move")
                    }
                    font.family: Theme.titleFont
                    font.pixelSize: 18
                    font.bold: true
                    color: Theme.ink
                    wrapMode: Text.Wrap
                }
                Text {
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: {
                        const t = panel.table
                        if (panel.session.over || !panel.mine)
                            return ""
                        if (t.phase === "draft")
                            //: Move panel prompt in the bead draft
                            return qsTr("Choose the colour of a pair of beads. Each figure will carry one pair.")
                        if (t.phase === "setup")
                            //: Move panel prompt during the set-up
                            return qsTr("1. Choose the bead pair this figure carries.\n2. Click a lit start field next to your pagoda.")
                        switch (panel.stage) {
                        case "figure": {
                            const top = t.topBead(panel.selected)
                            const n = Object.keys(t.moveTargets).length
                            if (n === 0)
                                //: Move panel: the selected figure cannot step or jump now
                                return qsTr("This figure cannot step or jump now. It can still pass its top bead.")
                            if (top !== "")
                                //: Move panel; %1 is the colour of the figure's top bead
                                return qsTr("Its top bead is %1: it may step across a %1 line. Click a lit field.").arg(t.colourName(top))
                            //: Move panel: a figure without beads can only jump
                            return qsTr("It carries no bead: it can only jump. Click a lit field.")
                        }
                        case "choose":
                            if (panel.question === "route")
                                //: Move panel: a loaded figure next to its own figure may jump keeping its beads, or hand them all over first
                                return qsTr("Jump and keep your beads, or hand all of them to the figure you jump over?")
                            if (panel.question === "order")
                                //: Move panel: choose the order (bottom to top) of the beads handed over
                                return qsTr("Choose the order of the beads, from bottom to top.")
                            //: Move panel: choose the figure that receives the bead used for the step
                            return qsTr("Click one of your figures, here or on the board.")
                        case "passFrom":
                            //: Move panel: the first step of passing a bead
                            return qsTr("No figure moves: the top bead of one of your figures goes on top of another one. Click the figure that gives its top bead.")
                        case "passTo":
                            //: Move panel: the second step of passing a bead; %1 is the giving figure
                            return qsTr("Click the figure that receives the top bead of %1.").arg(t.figureLabel(panel.selected))
                        }
                        //: Move panel at the start of your turn
                        return qsTr("Click one of your lit figures to see where it can go, or pass a bead from one figure to another.")
                    }
                    font.pixelSize: 14
                    color: Theme.ink
                    wrapMode: Text.Wrap
                    lineHeight: 1.1
                }

                // ---- Set-up and draft: the bead pairs ----
                Flow {
                    Layout.fillWidth: true
                    visible: panel.mine && (panel.table.phase === "setup" || panel.table.phase === "draft")
                    spacing: 8
                    Repeater {
                        model: panel.table.phase === "setup" ? panel.table.setupColours : panel.table.draftColours
                        PairButton {
                            required property string modelData
                            pairTable: panel.table
                            objectName: (panel.table.phase === "setup" ? "bead_" : "draft_") + modelData
                            colour: modelData
                            chosen: panel.table.phase === "setup" && panel.table.chosenSetupColour === modelData
                            actionName: panel.table.phase === "setup"
                                        //: Keyboard and screen reader: choose the bead pair of the figure being placed; %1 colour
                                        ? Theme.fill(qsTr("Choose the %1 pair"), [panel.table.colourName(modelData)])
                                        //: Keyboard and screen reader: take a pair of beads in the draft; %1 colour
                                        : Theme.fill(qsTr("Take the %1 pair"), [panel.table.colourName(modelData)])
                            onClicked: {
                                if (panel.table.phase === "setup")
                                    panel.table.setupColour = modelData
                                else
                                    panel.table.play(panel.table.actions.find(a => a.kind === "draft" && a.colour === modelData))
                            }
                        }
                    }
                }

                // ---- Set-up: the figure with the chosen pair ----
                Figure {
                    Layout.alignment: Qt.AlignHCenter
                    readonly property var p: panel.table.setupPreview
                    visible: p !== null && panel.height > 330
                    enabled: false
                    cell: 110
                    samurai: p ? p.samurai : false
                    colour: p ? p.colour : "transparent"
                    number: p ? p.number : ""
                    beads: p ? p.beads : []
                    colours: panel.table.colourInfo
                }

                // ---- What is handed on ----
                RowLayout {
                    Layout.fillWidth: true
                    visible: panel.question === "recipient" && panel.table.givenBeads.length > 0
                    spacing: 8
                    Text {
                        //: Move panel: the bead(s) about to go to another figure (shown after the colon)
                        text: qsTr("Handed on:")
                        font.pixelSize: 13
                        color: Theme.inkSoft
                    }
                    Row {
                        spacing: 2
                        Repeater {
                            model: panel.table.givenBeads
                            Bead {
                                required property string modelData
                                size: 20
                                info: panel.table.colourInfo[modelData] || null
                            }
                        }
                    }
                    Item { Layout.fillWidth: true }
                }

                // ---- The kind of jump ----
                Repeater {
                    model: panel.question === "route" ? panel.table.routes : []
                    InkButton {
                        required property string modelData
                        readonly property var parts: modelData.split(" ")
                        objectName: "route_" + parts.join("_")
                        Layout.fillWidth: true
                        text: {
                            const t = panel.table
                            // The name held on one line with its ending (hu "Szamuráj 3-nak").
                            const over = parts[1] ? t.figureInText(t.figureAt[parts[1]] || "") : ""
                            if (parts[0] === "handoff")
                                //: Move panel button: the hand-off jump; %1 is the figure jumped over
                                return Theme.fill(qsTr("Hand all beads to %1, then jump over it"), [over])
                            if (parts[0] === "jump")
                                //: Move panel button: an ordinary jump; %1 is the figure jumped over
                                return Theme.fill(qsTr("Jump over %1, keep your beads"), [over])
                            //: Move panel button: step across the line
                            return qsTr("Step across the line")
                        }
                        focusPolicy: Qt.NoFocus
                        onClicked: panel.table.chooseRoute(modelData)
                        MoveTarget {
                            active: parent.visible
                            step: 2
                            name: Theme.spoken(parent.text)
                            // The kind of jump the hint (or the lesson) plays.
                            hinted: panel.table.hintedWhere(parent.parts[0] === "step" ? { kind: "step" }
                                                            : { kind: parent.parts[0], over: parent.parts[1] })
                            onActivated: parent.clicked()
                        }
                    }
                }

                // ---- The top bead or all beads ----
                // Side by side when both labels fit, else one above the other (in Hungarian
                // the two labels are too long for a narrow panel and were cut short).
                GridLayout {
                    id: giveModes
                    Layout.fillWidth: true
                    visible: panel.question === "recipient" && panel.table.modes.length > 1
                    columns: giveTop.implicitWidth + giveAll.implicitWidth + columnSpacing <= width ? 2 : 1
                    columnSpacing: 6
                    rowSpacing: 6
                    InkButton {
                        id: giveTop
                        objectName: "give_top"
                        Layout.fillWidth: true
                        primary: panel.table.chosenMode === "top"
                        text: panel.stage === "passTo"
                              //: Move panel toggle: pass only the top bead
                              ? qsTr("Top bead")
                              //: Move panel toggle: give only the bead used for the step
                              : qsTr("The used bead")
                        focusPolicy: Qt.NoFocus
                        onClicked: panel.table.giveMode = "top"
                        MoveTarget {
                            // A step below the recipients: after it the focus goes to them.
                            active: parent.visible && panel.table.chosenMode !== "top"
                            step: 1
                            //: Keyboard and screen reader: hand on only the used (top) bead
                            name: qsTr("Hand on only the top bead")
                            onActivated: parent.clicked()
                        }
                    }
                    InkButton {
                        id: giveAll
                        objectName: "give_all"
                        Layout.fillWidth: true
                        primary: panel.table.chosenMode === "all"
                        //: Move panel toggle: hand over all the beads of the figure
                        text: qsTr("All its beads")
                        focusPolicy: Qt.NoFocus
                        onClicked: panel.table.giveMode = "all"
                        MoveTarget {
                            active: parent.visible && panel.table.chosenMode !== "all"
                            step: 1
                            //: Keyboard and screen reader: hand on all the beads of the figure
                            name: qsTr("Hand on all its beads")
                            onActivated: parent.clicked()
                        }
                    }
                }

                // ---- The receiving figure ----
                // On a short panel (1024×640) the figures are below the fold: the panel
                // scrolls them into view when they are asked for, so they are never cut off.
                Flow {
                    id: recipientsFlow
                    Layout.fillWidth: true
                    visible: panel.question === "recipient"
                    spacing: 8
                    onVisibleChanged: if (visible) Qt.callLater(panel.showRecipients)
                    onHeightChanged: if (visible) Qt.callLater(panel.showRecipients)
                    Repeater {
                        model: panel.question === "recipient" ? panel.table.recipients : []
                        FigureButton {
                            required property string modelData
                            figTable: panel.table
                            objectName: "recipient_" + modelData
                            figure: modelData
                            onClicked: panel.table.chooseRecipient(modelData)
                        }
                    }
                }

                // ---- The order of a whole stack (variant) ----
                Repeater {
                    model: panel.question === "order" ? panel.table.orderActions : []
                    Rectangle {
                        required property var modelData
                        objectName: "order_" + modelData.order
                        Layout.fillWidth: true
                        implicitHeight: 34
                        radius: 6
                        color: orderMouse.containsMouse ? Theme.paperLight : "transparent"
                        border.color: Theme.line
                        Row {
                            anchors.centerIn: parent
                            spacing: 3
                            Repeater {
                                model: modelData.order.split("+")
                                Bead {
                                    required property string modelData
                                    size: 22
                                    info: panel.table.colourInfo[modelData] || null
                                }
                            }
                        }
                        MouseArea {
                            id: orderMouse
                            anchors.fill: parent
                            hoverEnabled: true
                            cursorShape: Qt.PointingHandCursor
                            onClicked: panel.table.play(modelData)
                        }
                        MoveTarget {
                            active: parent.visible
                            step: 2
                            //: Keyboard and screen reader: stack the beads handed on in this order; %1 colours from bottom to top
                            name: Theme.fill(qsTr("Stack them as %1"), [panel.table.orderLabel(parent.modelData.order)])
                            onActivated: panel.table.play(parent.modelData)
                        }
                    }
                }

                // ---- Actions ----
                Flow {
                    Layout.fillWidth: true
                    visible: panel.mine && panel.table.phase === "play"
                    spacing: 8
                    InkButton {
                        objectName: "passButton"
                        visible: panel.table.passSources.length > 0
                                 && (panel.stage === "idle" || (panel.stage === "figure"
                                     && panel.table.passSources.indexOf(panel.selected) >= 0))
                        primary: panel.stage === "figure" && Object.keys(panel.table.moveTargets).length === 0
                        text: panel.stage === "figure"
                              //: Move panel button: pass the selected figure's top bead to another figure
                              ? qsTr("Pass its top bead")
                              //: Move panel button: the action that moves a bead instead of a figure
                              : qsTr("Pass a bead")
                        focusPolicy: Qt.NoFocus
                        onClicked: panel.table.startPass()
                        MoveTarget {
                            active: parent.visible
                            step: 0
                            name: parent.text
                            // Ringed when the hint (or the lesson) passes a bead, of the selected
                            // figure once one is chosen.
                            hinted: panel.table.hintedWhere(panel.stage === "figure"
                                                            ? { kind: "pass", figure: panel.selected }
                                                            : { kind: "pass" })
                            onActivated: parent.clicked()
                        }
                    }
                    InkButton {
                        objectName: "stopButton"
                        visible: panel.table.canStop
                        //: Move panel button: end a turn of several steps
                        text: qsTr("End the turn")
                        focusPolicy: Qt.NoFocus
                        onClicked: panel.table.play(panel.table.actions.find(a => a.kind === "stop"))
                        MoveTarget {
                            active: parent.visible
                            step: 0
                            name: parent.text
                            onActivated: parent.clicked()
                        }
                    }
                    InkButton {
                        objectName: "cancelButton"
                        visible: panel.stage !== "idle"
                        text: panel.stage === "choose"
                              //: Move panel button: go back one choice (Escape does the same)
                              ? qsTr("Back")
                              //: Move panel button: drop the selection (Escape does the same)
                              : qsTr("Cancel")
                        focusPolicy: Qt.NoFocus
                        onClicked: panel.table.cancel()
                    }
                }

                // ---- Legend of the marks ----
                // A short panel (1024×640) names the marks in one row: the three sentences
                // and the note under them took 8 lines in Hungarian and pushed the note below
                // the panel's fold once the last move took two lines.
                ColumnLayout {
                    objectName: "legend"
                    Layout.fillWidth: true
                    Layout.topMargin: 4
                    visible: panel.table.phase === "play" && (panel.stage === "idle" || panel.stage === "figure")
                    spacing: 3
                    Flow {
                        Layout.fillWidth: true
                        visible: panel.tight
                        spacing: 12
                        Repeater {
                            model: [
                                //: Short legend of the board (a small window): the mark of a field reachable by a step
                                { kind: "step", text: qsTr("Step", "legend") },
                                //: Short legend of the board (a small window): the mark of a field reachable by a jump
                                { kind: "jump", text: qsTr("Jump", "legend") },
                                //: Short legend of the board (a small window): the mark of a field reachable by the hand-off jump (Note 3)
                                { kind: "handoff", text: qsTr("Hand-off jump", "legend") }
                            ]
                            delegate: Row {
                                required property var modelData
                                spacing: 4
                                TargetMark {
                                    kind: modelData.kind
                                    width: 18
                                    height: 18
                                }
                                Text {
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: modelData.text
                                    font.pixelSize: 12
                                    color: Theme.inkSoft
                                }
                            }
                        }
                    }
                    LegendItem {
                        Layout.fillWidth: true
                        visible: !panel.tight
                        kind: "step"
                        //: Legend of the board: a field reachable by a step
                        text: qsTr("Step across a line of the top bead's colour; the used bead goes to another of your figures")
                    }
                    LegendItem {
                        Layout.fillWidth: true
                        visible: !panel.tight
                        kind: "jump"
                        //: Legend of the board: a field reachable by a jump
                        text: qsTr("Jump over a neighbour (one of the two has no bead); no bead is used")
                    }
                    LegendItem {
                        Layout.fillWidth: true
                        visible: !panel.tight
                        kind: "handoff"
                        //: Legend of the board: a field reachable by the hand-off jump (Note 3)
                        text: qsTr("Hand-off jump: give all your beads to your figure alongside, then jump over it")
                    }
                    Text {
                        Layout.fillWidth: true
                        Layout.topMargin: 2
                        //: Legend of the board: how the last move is drawn
                        text: qsTr("The ink arrow shows the last move, the gold dotted trail where its beads went.")
                        font.pixelSize: 12
                        color: Theme.inkFaint
                        wrapMode: Text.Wrap
                    }
                }
            }
        }

        // ---- The last move and the draw counters ----
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 1
            color: Theme.line
            visible: lastText.visible
        }
        Text {
            id: lastText
            Layout.fillWidth: true
            visible: panel.table.lastMove.action !== undefined && panel.table.lastMove.action !== ""
            //: Move panel: the move just played; %1 is its description
            text: qsTr("Last move: %1").arg(visible ? panel.table.describeMove(panel.table.lastMove.player,
                                                                                panel.session.lastMove) : "")
            font.pixelSize: 12
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            visible: panel.table.phase === "play" && panel.table.obs.plies_left !== undefined
                     && panel.table.obs.plies_left <= 40
            //: Move panel: moves left before the game is drawn; %n is a number
            text: qsTr("%n move(s) left before a draw", "", Number(panel.table.obs.plies_left) || 0)
            font.pixelSize: 12
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            readonly property int limit: (panel.table.def.rules && panel.table.def.rules.repetition) || 0
            visible: panel.table.phase === "play" && limit > 0 && (panel.table.obs.repetition || 0) === limit - 1
            //: Move panel warning: the position has come up before; once more and the game is drawn
            text: qsTr("This position has come up %n time(s): once more and the game is drawn.", "", limit - 1)
            font.pixelSize: 12
            color: Theme.vermilion
            wrapMode: Text.Wrap
        }
    }
}
