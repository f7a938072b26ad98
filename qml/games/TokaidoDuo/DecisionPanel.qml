// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The move panel: what to do now, in words, and the choices that are not a place on the
// island: the pilgrim's count (wave tile), the wares to put back, how many to sell, the
// artist's route (Inspired), paint or gift, the wave tile to take, the hot spring. Every
// button is one of the legal moves, found by its description.
Rectangle {
    id: panel
    required property var table
    readonly property var session: table.session
    readonly property bool mine: table.myTurn
    readonly property string decision: table.decision
    readonly property var me: table.players[session.currentPlayer] || null
    readonly property var resolving: table.obs.resolving || null

    radius: Theme.radius
    color: Qt.rgba(1, 1, 1, 0.5)
    border.color: mine ? Theme.vermilion : Theme.line
    border.width: mine ? 1.5 : 1
    clip: true

    // A button of the panel: one legal move (or a part of one). The page keeps the key focus
    // (a click does not take it); the MoveTarget inside makes it a stop of the arrow keys and
    // is what a screen reader reads and presses (the button itself is left out, not to be
    // read twice).
    component Choice: InkButton {
        id: choice
        // What pressing it does, when the label is shortened.
        property string actionName: text
        property string actionDescription: ""
        property int step: 0
        // The legal move it plays, if it plays one: a click plays it, a hint for it rings it.
        property var move: null
        onClicked: if (move) panel.table.play(move)
        focusPolicy: Qt.NoFocus
        Accessible.ignored: true
        // The arrow keys' focus is here: the move shows what it would do, as under the mouse.
        readonly property bool keyFocused: choiceTarget.focused && choiceTarget.active
        MoveTarget {
            id: choiceTarget
            active: choice.visible && choice.enabled && panel.mine
            name: choice.actionName
            description: choice.actionDescription
            step: choice.step
            hinted: panel.table.isHinted(choice.move)
            ringRadius: 8
            onActivated: choice.clicked()
        }
        width: Math.min(implicitWidth, choices.width)
        font.pixelSize: 13
        topPadding: 4
        bottomPadding: 4
        leftPadding: 8
        rightPadding: 8
        contentItem: Text {
            text: parent.text
            font: parent.font
            color: !parent.enabled ? Theme.inkFaint : parent.primary ? Theme.paperLight : Theme.ink
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
        }
    }

    Flickable {
        id: flick
        anchors.fill: parent
        anchors.margins: 8
        contentHeight: content.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { Accessible.ignored: !visible }
        // When the panel is too short, the buttons stay in sight (the prompt below scrolls).
        function showChoices() {
            const top = Math.max(0, wareFlow.visible ? wareFlow.y : choices.y)
            contentY = Math.max(0, Math.min(top, contentHeight - height))
        }
        onContentHeightChanged: showChoices()
        onHeightChanged: showChoices()

        ColumnLayout {
            id: content
            width: flick.width - 4
            spacing: 5

            Text {
                objectName: "panelTitle"
                // On a small table the status banner above says the same.
                visible: panel.table.roomy || !panel.mine
                Layout.fillWidth: true
                text: {
                    const t = panel.table
                    if (panel.session.over)
                        return t.endTitle
                    // In the replay nobody is thinking or waiting: it says whose turn it was.
                    if (panel.session.reviewing)
                        return t.turnInReplay()
                    return t.statusText
                }
                font.family: Theme.titleFont
                font.pixelSize: 15
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            // The die being played.
            Text {
                Layout.fillWidth: true
                visible: text !== ""
                text: {
                    const r = panel.resolving
                    if (!r || panel.session.over)
                        return ""
                    return r.repeat
                           //: Move panel: the die being resolved again with the hot spring; %1 player, %2 character, %3 value
                           ? qsTr("%1 · %2 %3 (hot spring)").arg(panel.table.seatName(r.seat))
                             .arg(panel.table.words.characterName(r.character)).arg(r.value)
                           //: Move panel: the die being resolved; %1 player, %2 character, %3 value
                           : qsTr("%1 · %2 %3").arg(panel.table.seatName(r.seat))
                             .arg(panel.table.words.characterName(r.character)).arg(r.value)
                }
                font.pixelSize: 12
                color: Theme.inkSoft
                elide: Text.ElideRight
            }
            // ---- Overflow: the wares that go back ----
            Flow {
                id: wareFlow
                Layout.fillWidth: true
                visible: panel.mine && panel.decision === "return"
                spacing: 4
                Repeater {
                    model: panel.mine && panel.decision === "return" ? panel.table.offer.heldWares : []
                    TableTarget {
                        id: wareChip
                        required property string modelData
                        required property int index
                        readonly property bool picked: panel.table.offer.returnPicks.indexOf(index) >= 0
                        objectName: "ware_" + index
                        active: true
                        round: false
                        readonly property string label: picked
                              //: Accessible name of a ware marked to go back; %1 the ware
                              ? qsTr("%1, goes back").arg(panel.table.words.wareName(modelData))
                              : panel.table.words.wareName(modelData)
                        name: picked
                              //: Keyboard and screen reader: unmark a ware that was to go back into the bag; %1 the ware
                              ? qsTr("Keep the %1").arg(panel.table.words.wareName(modelData))
                              //: Keyboard and screen reader: mark a ware to go back into the bag; %1 the ware
                              : qsTr("Put the %1 back").arg(panel.table.words.wareName(modelData))
                        description: label
                        width: wareRow.implicitWidth + 10
                        height: 28
                        ToolTip.visible: hovered && !panel.table.roomy
                        ToolTip.text: label
                        ToolTip.delay: 300
                        onActivated: panel.table.offer.toggleReturn(index)
                        Rectangle {
                            anchors.fill: parent
                            radius: 6
                            color: wareChip.picked ? "#f0d3c8" : wareChip.hovered ? Theme.paperLight : Qt.rgba(1, 1, 1, 0.6)
                            border.color: wareChip.picked ? Theme.vermilion : Theme.line
                            border.width: wareChip.picked ? 2 : 1
                        }
                        Row {
                            id: wareRow
                            anchors.centerIn: parent
                            spacing: 4
                            Glyph {
                                width: 18
                                height: 18
                                kind: wareChip.modelData
                                colour: wareChip.picked ? Theme.vermilion : Theme.indigo
                            }
                            // On a small table the glyph alone (the name is read out and
                            // shown while the mouse is over it).
                            Text {
                                visible: panel.table.roomy
                                anchors.verticalCenter: parent.verticalCenter
                                text: panel.table.words.wareName(wareChip.modelData)
                                font.pixelSize: 12
                                font.strikeout: wareChip.picked
                                color: Theme.ink
                            }
                        }
                    }
                }
            }
            // ---- The artist: what Paint would count in the region under the mouse ----
            Text {
                objectName: "paintCount"
                Layout.fillWidth: true
                readonly property string region: panel.table.island ? panel.table.island.scopeRegion : ""
                readonly property var move: region !== "" && panel.table.offer.regionTargetMoves[region]
                                            ? panel.table.offer.regionTargetMoves[region][0] : null
                visible: panel.mine && panel.decision === "artist" && move !== null && panel.table.offer.artistTarget === ""
                //: Move panel: the region under the mouse; %1 its name; %n meeples Paint would count there
                text: move ? qsTr("%1: %n traveller(s) to paint", "", move.counted || 0).arg(panel.table.words.regionLabel(region)) : ""
                font.pixelSize: 12
                font.bold: true
                color: Theme.indigo
                wrapMode: Text.Wrap
            }
            // ---- The choices: each button is one legal move ----
            Flow {
                id: choices
                Layout.fillWidth: true
                spacing: 5
                // ---- The pilgrim's count ----
                Repeater {
                    model: panel.mine && panel.decision === "pilgrim" ? panel.table.offer.pilgrimMoves : []
                    Choice {
                        required property var modelData
                        objectName: "pilgrim_" + modelData.steps
                        //: Move panel button; %1 the space reached; %n spaces
                        text: qsTr("Walk %n space(s): %1", "", modelData.steps || 0).arg(panel.table.words.spaceName(modelData.to))
                        actionDescription: panel.table.words.spaceEffect((panel.table.ringByIndex[modelData.to] || {}).type)
                        move: modelData
                        onHoveredChanged: panel.table.hoveredSpace = hovered ? modelData.to : -1
                        onKeyFocusedChanged: panel.table.hoveredSpace = keyFocused ? modelData.to : -1
                    }
                }

                Choice {
                    objectName: "returnButton"
                    step: 1
                    visible: panel.mine && panel.decision === "return"
                    primary: panel.table.offer.returnMove !== null
                    enabled: panel.table.offer.returnMove !== null
                    text: panel.table.offer.returnMove
                          //: Move panel button on an overflow: the marked wares go back into the bag
                          ? qsTr("Put them back")
                          //: Move panel button on an overflow, before enough wares are chosen; %n wares still to choose
                          : qsTr("Choose %n more", "", panel.table.offer.returnCount - panel.table.offer.returnPicks.length)
                    move: panel.table.offer.returnMove
                }

                // ---- Sale ----
                Repeater {
                    model: panel.mine && panel.decision === "sell" ? panel.table.offer.sellMoves : []
                    Choice {
                        required property var modelData
                        objectName: "sell_" + modelData.count
                        primary: index === panel.table.offer.sellMoves.length - 1
                        required property int index
                        readonly property string fullText: modelData.count > 0
                              //: Move panel button; %1 the ware, %2 the coins earned ("+6 coins", the message "+%n coin(s)"); %n wares sold
                              ? qsTr("Sell %n %1 (%2)", "", modelData.count).arg(panel.table.words.wareName(modelData.ware))
                                    //: Move panel button, the coins a sale earns; %n coins
                                    .arg(qsTr("+%n coin(s)", "", modelData.coins))
                              //: Move panel button: sell nothing
                              : qsTr("Sell nothing")
                        // On a small table a short label, so that the choices sit side by side.
                        text: modelData.count > 0 && !panel.table.roomy
                              //: Move panel button (short); %1 coins earned; %n wares sold
                              ? qsTr("Sell %n (+%1)", "", modelData.count).arg(modelData.coins)
                              : fullText
                        actionName: fullText
                        move: modelData
                    }
                }

                // ---- The artist's route (Inspired) ----
                Repeater {
                    model: panel.mine && panel.decision === "artist" ? panel.table.offer.artistRoutes : []
                    Choice {
                        required property var modelData
                        required property int index
                        objectName: "route_" + index
                        step: 1
                        text: {
                            const t = panel.table
                            const names = (modelData.path || []).map(t.words.regionLabel).join(" → ")
                            //: Move panel button: an artist's route; %1 the regions, %n meeples counted when painting
                            return qsTr("%1 (%n to paint)", "", modelData.counted || 0).arg(names)
                        }
                        // A screen reader reads an arrow as "right arrow": the route in words.
                        actionName: {
                            const t = panel.table
                            //: Screen reader: between two regions of an artist's route ("Dōgo, then Mount Ishizuchi"); mind the spaces
                            const names = (modelData.path || []).map(t.words.regionLabel).join(qsTr(", then "))
                            return qsTr("%1 (%n to paint)", "", modelData.counted || 0).arg(names)
                        }
                        move: modelData
                        onHoveredChanged: panel.table.hoveredRoute = hovered ? index : -1
                        onKeyFocusedChanged: panel.table.hoveredRoute = keyFocused ? index : -1
                    }
                }
                Choice {
                    objectName: "anotherRegion"
                    step: 1
                    visible: panel.mine && panel.decision === "artist" && panel.table.offer.artistTarget !== ""
                    //: Move panel button: back to the choice of the region
                    text: qsTr("Another region")
                    onClicked: panel.table.offer.artistTarget = ""
                }

                // ---- Paint or gift ----
                Choice {
                    objectName: "paintButton"
                    visible: panel.mine && panel.table.offer.paintMove !== null
                    primary: panel.table.offer.giftMove === null
                    // Nobody to paint here: the artist's turn ends with nothing done (the rules
                    // allow it), said as such rather than "Paint: 0".
                    text: panel.table.offer.paintMove && !(panel.table.offer.paintMove.flips > 0)
                          //: Move panel button when the artist has nobody to paint where it stands: the turn ends with nothing done
                          ? qsTr("Nothing to paint here: end the artist's turn")
                          //: Move panel button; %n paintings turned face up
                          : qsTr("Paint: %n painting(s) face up", "", panel.table.offer.paintMove ? panel.table.offer.paintMove.flips || 0 : 0)
                    move: panel.table.offer.paintMove
                }
                Choice {
                    objectName: "giftButton"
                    visible: panel.mine && panel.table.offer.giftMove !== null
                    primary: true
                    //: Move panel button; %1 the painting's subject
                    text: qsTr("Give away the painting: %1").arg(panel.table.offer.giftMove ? panel.table.words.iconName(panel.table.offer.giftMove.icon) : "")
                    move: panel.table.offer.giftMove
                }

                // ---- Wave tile ----
                Repeater {
                    model: panel.mine && panel.decision === "wave" ? panel.table.offer.waveMoves : []
                    Choice {
                        required property var modelData
                        objectName: "take_wave_" + modelData.character
                        ToolTip.visible: hovered && !panel.table.roomy
                        ToolTip.text: panel.table.words.waveText(modelData.character, modelData.side)
                        ToolTip.delay: 300
                        actionDescription: panel.table.words.waveText(modelData.character, modelData.side)
                        text: {
                            const t = panel.table
                            const name = t.words.waveName(modelData.character, modelData.side)
                            const base = modelData.from !== undefined && modelData.from >= 0
                                         //: Move panel button; %1 tile name, %2 character, %3 the player who has it
                                         ? Theme.fill(qsTr("%1 (%2), from %3"), [name, t.words.characterName(modelData.character), t.seatName(modelData.from)])
                                         //: Move panel button; %1 tile name, %2 character
                                         : qsTr("%1 (%2)").arg(name).arg(t.words.characterName(modelData.character))
                            // On a small table the name alone; what it does is in the tooltip.
                            const text = t.words.waveText(modelData.character, modelData.side)
                            return text !== "" && t.roomy ? base + "\n" + text : base
                        }
                        move: modelData
                    }
                }

                // ---- Hot spring ----
                Repeater {
                    model: panel.mine && panel.decision === "spring" ? panel.table.offer.springMoves : []
                    Choice {
                        required property var modelData
                        objectName: modelData.use ? "springUse" : "springPass"
                        primary: modelData.use === true
                        text: modelData.use
                              //: Move panel button: spend the hot spring token
                              ? qsTr("Use the hot spring")
                              //: Move panel button: keep the hot spring token
                              : qsTr("Keep the token")
                        move: modelData
                    }
                }

                // Other moves the panel does not know (a new kind in the rules): still playable.
                Repeater {
                    model: panel.mine ? panel.table.moves.filter(m => panel.table.offer.knownKinds.indexOf(m.kind) < 0) : []
                    Choice {
                        required property var modelData
                        text: panel.table.describeMove(panel.session.currentPlayer, modelData)
                        move: modelData
                    }
                }
            }
            Text {
                Layout.fillWidth: true
                visible: text !== ""
                text: {
                    const t = panel.table
                    if (!panel.mine || panel.session.over)
                        return ""
                    switch (panel.decision) {
                    case "pick":
                        //: Move panel prompt in the dice draft
                        return qsTr("Click a die (or go to it with the arrow keys and press Enter): that character moves by its value.")
                    case "pilgrim":
                        //: Move panel prompt: the pilgrim wave tile gives two counts
                        return qsTr("Your wave tile gives a choice: click one of the lit spaces, or a button.")
                    case "merchant":
                        //: Move panel prompt
                        return qsTr("Click a lit town. Mountain towns draw wares from the bag; coastal towns buy one kind of ware.")
                    case "return":
                        //: Move panel prompt on an overflow; %n the hand limit
                        return qsTr("You may keep %n ware(s). Click the wares that go back into the bag.", "", t.def.hand_limit || 5)
                    case "artist":
                        return t.offer.artistTarget !== ""
                               //: Move panel prompt (Inspired: the regions passed count for painting); %1 the region in a sentence ("Mount Sasa", "the Uwa Sea")
                               ? Theme.fill(qsTr("Every region you pass counts when you paint. Choose the route to %1."), [t.words.regionInText(t.offer.artistTarget)])
                               //: Move panel prompt
                               : qsTr("Click a lit region (the shortest route is taken).")
                    case "paint_or_gift":
                        //: Move panel prompt
                        return qsTr("Paint turns face-down paintings face up; a gift removes your first face-up painting if it shows this region's subject.")
                    case "wave":
                        //: Move panel prompt on a seashore
                        return qsTr("Take one wave tile; it stays on the matching character board.")
                    case "spring":
                        //: Move panel prompt; the hot spring token (温泉)
                        return qsTr("Spend the token to move the same character by the same value again, or keep it.")
                    }
                    return ""
                }
                font.pixelSize: 12
                color: Theme.inkSoft
                wrapMode: Text.Wrap
            }

        }
    }
}
