// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge
import "../../editor/Schema.js" as Schema

// Shikoku's board in the rules editor: the table's staircase drawn from the document, with the
// pilgrims on their start step. Clicking a step puts the pagoda there or the pilgrims' start;
// the pagoda's card sets the height of the temple exactly.
Item {
    id: view
    required property var editor
    signal pathSelected(string path)
    // A write the rules refused: why, in the user's language (the page shows it).
    signal problemFound(string message)
    // Writes what a control gave for the value at `path` as core reads it against the value's
    // schema row (RulesEditor.setInput): typed as the row says, or refused with why.
    function write(path, value) {
        const ok = editor.setInput(path, String(value))
        if (!ok)
            problemFound(editor.lastError)
        return ok
    }

    readonly property var rules: { editor.revision; return editor.value("rules") || ({}) }
    readonly property var pilgrimList: { editor.revision; return editor.value("pilgrims") || [] }
    readonly property int steps: Math.max(2, Number(rules.steps_to_pagoda) || 2)
    readonly property int startStep: Math.max(1, Number(rules.start_step) || 1)
    readonly property int players: { editor.revision; return Number(editor.value("game.players.max")) || 3 }
    // Whether the check's errors point at `path` or inside it (drawn in red).
    function broken(path) { return Schema.errorAt(editor.errors, path) }

    Staircase {
        id: stairs
        objectName: "editorStaircase"
        anchors.fill: parent
        anchors.margins: 8
        steps: Math.min(view.steps, 250)
        startStep: Math.min(view.startStep, steps - 1)
        pilgrims: {
            const list = []
            for (let i = 0; i < Math.min(view.players, view.pilgrimList.length); ++i)
                list.push({ seat: i, step: stairs.startStep, colour: view.pilgrimList[i].colour,
                            emphasised: false, mine: false })
            return list
        }

        // A click on a tread chooses that step.
        Repeater {
            model: stairs.steps
            MouseArea {
                id: stepArea
                required property int index
                readonly property int number: index + 1
                objectName: "stepHandle_" + number
                x: stairs.stepX(number)
                y: stairs.stepY(number)
                width: stairs.treadWidth
                height: Math.max(1, stairs.stepHeight - 1)
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: {
                    stepBubble.step = number
                    stepBubble.openAt(stepArea)
                }
                Rectangle {
                    anchors.fill: parent
                    color: "transparent"
                    border.color: stepArea.containsMouse ? Theme.indigo : "transparent"
                    border.width: 2
                    radius: 2
                }
            }
        }
        // The pagoda's handle.
        MouseArea {
            id: pagodaArea
            objectName: "pagodaHandle"
            x: stairs.stepX(stairs.steps) + stairs.treadWidth / 2 - 50
            y: stairs.stepY(stairs.steps) - stairs.pagodaHeight
            width: 100
            height: stairs.pagodaHeight
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onClicked: {
                view.pathSelected("rules.steps_to_pagoda")
                pagodaBubble.openAt(pagodaArea)
            }
            Rectangle {
                anchors.fill: parent
                color: "transparent"
                radius: 6
                border.color: view.broken("rules.steps_to_pagoda") ? Theme.vermilion
                              : pagodaArea.containsMouse ? Theme.indigo : "transparent"
                border.width: 2
            }
        }
    }

    EditBubble {
        id: stepBubble
        objectName: "stepBubble"
        parent: view
        property int step: 1
        //: Rules editor, Shikoku: title of the card of a step clicked on the staircase; %1 its number
        title: qsTr("Step %1").arg(step)
        InkButton {
            objectName: "pagodaHereButton"
            enabled: stepBubble.step > view.startStep
            //: Rules editor, Shikoku: makes the clicked step the pagoda's (the top of the temple)
            text: qsTr("Put the pagoda here")
            onClicked: {
                view.write("rules.steps_to_pagoda", stepBubble.step)
                view.pathSelected("rules.steps_to_pagoda")
                stepBubble.close()
            }
        }
        InkButton {
            objectName: "startHereButton"
            enabled: stepBubble.step < view.steps
            //: Rules editor, Shikoku: makes the clicked step the one every pilgrim starts on
            text: qsTr("Pilgrims start here")
            onClicked: {
                view.write("rules.start_step", stepBubble.step)
                view.pathSelected("rules.start_step")
                stepBubble.close()
            }
        }
    }

    EditBubble {
        id: pagodaBubble
        objectName: "pagodaBubble"
        parent: view
        //: Rules editor, Shikoku: title of the card of the pagoda on the staircase
        title: qsTr("The pagoda")
        Text {
            //: Rules editor, Shikoku: label of the number of the pagoda's step
            text: qsTr("It stands on step")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        SpinBox {
            objectName: "pagodaStepBox"
            from: view.startStep + 1
            // The schema's range (the rules refuse a higher pagoda).
            to: { view.editor.schemaTree; const n = view.editor.nodeAt("rules.steps_to_pagoda"); return n && n.max !== undefined ? n.max : 250 }
            editable: true
            value: view.steps
            onValueModified: view.write("rules.steps_to_pagoda", value)
        }
    }
}
