// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The variant lab's figures: one row per figure (its label, the base's value and the
// variant's with their 95% intervals, the difference with its interval) and under it the
// verdict in a sentence, in vermilion where the difference is significant. Verdicts are shown
// only for a run that played every game planned (`settled`): while it runs, or after a
// cancel, a note says why there are none yet.
Rectangle {
    id: box
    property var figures: []
    property var words: null
    property bool running: false
    // The figures hold every game planned: the verdicts are settled.
    property bool settled: false
    // The planned games and those the figures hold, for the note of an unsettled result.
    property int plannedGames: 0
    property int keptGames: 0
    // The two sides' names, as the columns' headings.
    property string baseName: ""
    property string variantName: ""
    // The designer typed a figure's margin (the smallest difference that matters).
    signal marginEdited(string figure, string value)
    color: Qt.rgba(1, 1, 1, 0.35)
    border.color: Theme.line
    radius: Theme.radius

    // Generic figures come first; a game's own figure is any other ("game.<name>" when it is
    // named like a generic one, as the garden's own "plies"), or a name seen before.
    function ownFlags(list) {
        const seen = {}
        return list.map(f => {
            const generic = f.name === "plies" || f.name === "draws" || f.name === "lead_changes"
                            || f.name === "legal_moves" || f.name.startsWith("wins.seat")
                            || f.name.startsWith("score.seat") || f.name.startsWith("end.")
            const own = !generic || seen[f.name] === true
            seen[f.name] = true
            return own
        })
    }
    readonly property var own: ownFlags(figures)
    readonly property int valueWidth: Math.max(96, Math.min(140, (width - 40) * 0.2))

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4
        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Text {
                Layout.fillWidth: true
                //: Variant lab, figures table heading: the figure's name
                text: qsTr("Figure")
                font.pixelSize: 12
                font.bold: true
                color: Theme.inkSoft
                elide: Text.ElideRight
            }
            Text {
                Layout.preferredWidth: box.valueWidth
                horizontalAlignment: Text.AlignRight
                text: box.baseName
                font.pixelSize: 12
                font.bold: true
                color: Theme.indigo
                wrapMode: Text.Wrap
            }
            Text {
                Layout.preferredWidth: box.valueWidth
                horizontalAlignment: Text.AlignRight
                text: box.variantName
                font.pixelSize: 12
                font.bold: true
                color: Theme.vermilion
                wrapMode: Text.Wrap
            }
            Text {
                Layout.preferredWidth: box.valueWidth
                horizontalAlignment: Text.AlignRight
                //: Variant lab, figures table heading: the variant's value minus the base's, paired by seed
                text: qsTr("Difference")
                font.pixelSize: 12
                font.bold: true
                color: Theme.inkSoft
                wrapMode: Text.Wrap
            }
        }
        Rectangle {
            Layout.fillWidth: true
            height: 1
            color: Theme.line
        }
        Text {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: box.figures.length === 0
            text: box.running
                  //: Variant lab, figures table while the first games run
                  ? qsTr("The first figures come after the first games…")
                  //: Variant lab, figures table before any run
                  : qsTr("Choose the seats and the number of games, then Run. Both rule sets play the same seeds, so every difference is measured game by game.")
            wrapMode: Text.Wrap
            font.pixelSize: 14
            color: Theme.inkSoft
            verticalAlignment: Text.AlignTop
        }
        // Why there are no verdicts yet.
        Text {
            objectName: "labVerdictNote"
            Layout.fillWidth: true
            visible: box.figures.length > 0 && !box.settled
            wrapMode: Text.Wrap
            font.pixelSize: 12
            font.italic: Theme.italic
            color: Theme.inkSoft
            text: box.running
                  //: Variant lab, above the figures while a comparison runs; %n the games planned on each side
                  ? qsTr("The verdicts come once all %Ln game(s) are played: a difference that looks real half-way can still vanish.", "", box.plannedGames)
                  //: Variant lab, above the figures of a cancelled comparison; %1 the games played on each side, %n the games planned
                  : qsTr("No verdicts: the run stopped after %1 of %Ln game(s), and stopping early can catch a lucky moment. The intervals describe the games played.", "", box.plannedGames).arg(box.words ? box.words.count(box.keptGames) : box.keptGames)
        }
        ListView {
            id: list
            objectName: "labFigureList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: box.figures.length > 0
            clip: true
            model: box.figures
            spacing: 2
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: row
                required property var modelData
                required property int index
                readonly property bool own: box.own[index] === true
                objectName: "figureRow_" + modelData.name
                readonly property string label: box.words ? box.words.figureLabel(modelData, own) : modelData.name
                readonly property string verdict: box.words ? box.words.verdict(modelData, own) : ""
                readonly property string matter: box.words ? box.words.marginVerdict(modelData.verdict, modelData.more_games || 0) : ""
                width: ListView.view.width - 10
                height: rowColumn.implicitHeight + 8
                color: index % 2 === 0 ? "transparent" : Qt.rgba(1, 1, 1, 0.4)
                radius: 4
                ColumnLayout {
                    id: rowColumn
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.leftMargin: 4
                    spacing: 1
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 6
                        Text {
                            objectName: "figureLabel"
                            Layout.fillWidth: true
                            text: row.label
                            font.pixelSize: 13
                            font.bold: true
                            color: Theme.ink
                            wrapMode: Text.Wrap
                        }
                        Text {
                            objectName: "figureBase"
                            Layout.preferredWidth: box.valueWidth
                            horizontalAlignment: Text.AlignRight
                            text: box.words ? box.words.withInterval(row.modelData.base, row.modelData.base_interval, row.modelData.proportion) : ""
                            font.pixelSize: 13
                            color: Theme.indigo
                            Layout.alignment: Qt.AlignTop
                            // A long number is drawn smaller rather than over its neighbour.
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 9
                        }
                        Text {
                            objectName: "figureVariant"
                            Layout.preferredWidth: box.valueWidth
                            horizontalAlignment: Text.AlignRight
                            text: box.words ? box.words.withInterval(row.modelData.variant, row.modelData.variant_interval, row.modelData.proportion) : ""
                            font.pixelSize: 13
                            color: Theme.vermilion
                            Layout.alignment: Qt.AlignTop
                            // A long number is drawn smaller rather than over its neighbour.
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 9
                        }
                        Text {
                            objectName: "figureDifference"
                            Layout.preferredWidth: box.valueWidth
                            horizontalAlignment: Text.AlignRight
                            text: box.words ? box.words.difference(row.modelData) : ""
                            font.pixelSize: 13
                            font.bold: box.settled && row.modelData.significant
                            color: Theme.ink
                            Layout.alignment: Qt.AlignTop
                            // A long number is drawn smaller rather than over its neighbour.
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 9
                        }
                    }
                    Text {
                        objectName: "figureVerdict"
                        Layout.fillWidth: true
                        visible: box.settled
                        text: box.settled ? row.verdict : ""
                        wrapMode: Text.Wrap
                        font.pixelSize: 12
                        font.italic: Theme.italic && !row.modelData.significant
                        color: row.modelData.significant ? Theme.vermilion : Theme.inkSoft
                    }
                    // Whether the difference matters: its verdict against the figure's margin
                    // (the smallest difference that matters), which the designer may change.
                    // Settled only once the planned games are played; before, a reading.
                    RowLayout {
                        Layout.fillWidth: true
                        visible: row.matter !== ""
                        spacing: 6
                        Text {
                            objectName: "figureMatters"
                            Layout.fillWidth: true
                            text: box.settled ? row.matter : (box.words ? box.words.interim(row.matter) : row.matter)
                            wrapMode: Text.Wrap
                            font.pixelSize: 12
                            font.bold: box.settled && row.modelData.verdict === "matters"
                            font.italic: Theme.italic && !box.settled
                            color: !box.settled ? Theme.inkSoft
                                 : row.modelData.verdict === "matters" ? Theme.vermilion
                                 : row.modelData.verdict === "same" ? Theme.indigo
                                 : Theme.ink
                        }
                        Text {
                            //: Variant lab, figures table: label of the field holding the smallest difference that matters for this figure (its margin)
                            text: qsTr("Margin ±")
                            font.pixelSize: 12
                            color: Theme.inkSoft
                        }
                        TextField {
                            id: marginField
                            objectName: "figureMargin"
                            Layout.preferredWidth: 56
                            Layout.preferredHeight: 22
                            font.pixelSize: 12
                            topPadding: 1
                            bottomPadding: 1
                            leftPadding: 4
                            rightPadding: 4
                            horizontalAlignment: Text.AlignRight
                            selectByMouse: true
                            text: box.words ? box.words.marginText(row.modelData) : ""
                            //: Variant lab, tooltip of a figure's margin field: what it is and how to write it
                            ToolTip.text: qsTr("The smallest difference that matters for this figure, in its unit (a share in percentage points); 5% is a share of the standard value. Empty: the default.")
                            ToolTip.visible: hovered
                            ToolTip.delay: 600
                            onEditingFinished: {
                                if (text !== (box.words ? box.words.marginText(row.modelData) : ""))
                                    box.marginEdited(row.modelData.name, text)
                            }
                        }
                        Text {
                            text: row.modelData.proportion ? (box.words ? box.words.points("").trim() : "pp") : ""
                            visible: text !== ""
                            font.pixelSize: 12
                            color: Theme.inkSoft
                        }
                    }
                }
            }
        }
    }
}
