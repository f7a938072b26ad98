// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import Kotatsu

// The Automa's latest die choice, as sentences above its rank tracks: the die it took and
// why, the rule that put it ahead of the next one, then each die it did not take, in the
// order it ranked them. The rules send the reasoning structured (automa.reasoning of the
// observation); AutomaWords words it. Long texts scroll inside the box rather than being cut.
Item {
    id: box
    required property var table
    property var reasoning: null
    property int fontSize: 12
    readonly property var lines: table.automaWords.sentences(reasoning)
    // Under a small window the heading gives its line to the reasons when they need it.
    readonly property bool headed: reasoning === null || linesColumn.implicitHeight + heading.implicitHeight + 2 <= height
    // Readable at once: the whole text, or the box scrolls and says so with its bar.
    readonly property bool overflowing: flick.contentHeight > flick.height + 1

    objectName: "automaReasoning"
    implicitHeight: column.implicitHeight
    Accessible.role: Accessible.StaticText
    Accessible.ignored: !visible
    Accessible.name: heading.text + " " + lines.join(" ")

    Flickable {
        id: flick
        anchors.fill: parent
        clip: true
        contentWidth: width
        contentHeight: column.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        interactive: box.overflowing
        ScrollBar.vertical: ScrollBar {
            policy: box.overflowing ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            Accessible.ignored: !visible
            contentItem: Rectangle {
                implicitWidth: 5
                radius: 2.5
                color: Theme.inkFaint
                opacity: box.overflowing ? 0.8 : 0
            }
        }

        Column {
            id: column
            // Room for the scroll bar is always kept: the lines never rewrap when it shows.
            width: flick.width - 8
            spacing: 2
            Text {
                id: heading
                objectName: "reasoningHeading"
                visible: box.headed
                width: parent.width
                text: box.table.automaWords.heading(box.reasoning)
                font.family: Theme.titleFont
                font.pixelSize: box.fontSize
                font.bold: true
                color: Theme.inkSoft
                wrapMode: Text.Wrap
            }
            Column {
                id: linesColumn
                width: parent.width
                spacing: 2
                Repeater {
                    model: box.lines
                    Text {
                        required property int index
                        required property string modelData
                        objectName: "reasoningLine_" + index
                        width: linesColumn.width
                        leftPadding: index === 0 ? 0 : 8
                        // Room for a hanging Japanese 、 or 。 at a line's end (ぶら下がり).
                        rightPadding: Theme.japanese ? 6 : 0
                        text: modelData
                        wrapMode: Text.Wrap
                        font.pixelSize: box.fontSize
                        // The chosen die in ink, the rule that decided in vermilion, the dice
                        // it left in a softer ink.
                        font.bold: index === 0
                        font.italic: Theme.italic && index === 1
                        color: index === 0 ? Theme.ink : index === 1 ? Theme.vermilion : Theme.inkSoft
                    }
                }
            }
        }
    }
}
