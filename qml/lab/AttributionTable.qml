// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// "Which change did what" (issue 35, point 3): for each figure, each change of the variant
// alone against the standard rules, all of them together, and what only the combination does
// (the interaction: the combined effect minus the sum of the single ones, game by game), each
// with its 95% interval and its verdict against the figure's margin. The data is
// VariantLab.attribution (kotatsu::Attribution, as kotatsu-cli compare --attribute).
Rectangle {
    id: box
    property var attribution: ({})
    property var words: null
    property bool running: false
    property bool settled: false
    readonly property var changes: attribution && attribution.changes ? attribution.changes : []
    readonly property var played: changes.filter(c => !c.refused)
    readonly property var refused: changes.filter(c => c.refused)
    readonly property var figures: {
        const c = attribution && attribution.combined ? attribution.combined.figures : null
        return c ? c.filter(f => !f.same_as && f.verdict !== "none") : []
    }
    readonly property int valueWidth: Math.max(110, Math.min(160, (width - 40) * 0.22))

    color: Qt.rgba(1, 1, 1, 0.35)
    border.color: Theme.line
    radius: Theme.radius

    function interactionOf(name) {
        const list = attribution && attribution.interaction ? attribution.interaction : []
        for (const i of list)
            if (i.name === name)
                return i
        return null
    }
    function figureOf(change, name) {
        for (const f of (change.figures || []))
            if (f.name === name)
                return f
        return null
    }
    // The rows of one figure: each change alone, all together, the interaction.
    function rowsOf(f) {
        const rows = []
        for (const c of played) {
            const g = figureOf(c, f.name)
            if (g)
                rows.push({ kind: "change", label: c.label || c.change, value: g.difference,
                            interval: g.difference_interval, verdict: g.verdict, more: g.more_games || 0 })
        }
        //: Variant lab, which change did what: the row of every change together (the whole variant against the standard rules)
        rows.push({ kind: "all", label: qsTr("All changes together"), value: f.difference,
                    interval: f.difference_interval, verdict: f.verdict, more: f.more_games || 0 })
        const i = interactionOf(f.name)
        if (i)
            //: Variant lab, which change did what: the row of what only the combination does (the combined effect minus the sum of each change alone)
            rows.push({ kind: "interaction", label: qsTr("Only the combination"), value: i.interaction,
                        interval: i.interaction_interval, verdict: i.verdict, more: i.more_games || 0 })
        return rows
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4
        Text {
            objectName: "attributionIntro"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            font.pixelSize: 13
            color: Theme.inkSoft
            text: box.figures.length === 0
                  ? (box.running
                     //: Variant lab, which change did what: while it runs
                     ? qsTr("Playing the variant and each of its changes alone against the standard rules…")
                     //: Variant lab, which change did what: before a run; what it does
                     : qsTr("Run to play the variant and each of its changes alone against the standard rules, on the same seeds: the table says what each change does to every figure, and what only the combination does."))
                  //: Variant lab, which change did what: above the table; %n the changes of the variant
                  : qsTr("Each of the %Ln change(s) alone against the standard rules, on the same seeds; the last row is what only the combination does (the whole effect minus the sum of the changes alone).", "", box.changes.length)
        }
        Repeater {
            model: box.refused
            Text {
                required property var modelData
                objectName: "attributionRefused"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                font.pixelSize: 12
                color: Theme.vermilion
                //: Variant lab, which change did what: a change that cannot be played alone; %1 the change (the rule's label), %2 the reason
                text: qsTr("%1 cannot be played alone: %2").arg(modelData.label || modelData.change).arg(modelData.refused)
            }
        }
        ListView {
            id: list
            objectName: "attributionList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: box.figures
            spacing: 6
            ScrollBar.vertical: ScrollBar {}
            delegate: Column {
                id: block
                required property var modelData
                objectName: "attribution_" + modelData.name
                width: ListView.view.width - 10
                spacing: 1
                Text {
                    width: parent.width
                    text: box.words ? box.words.figureLabel(block.modelData, !box.words.isLabFigure(block.modelData.name)) : block.modelData.name
                    font.pixelSize: 13
                    font.bold: true
                    color: Theme.ink
                    elide: Text.ElideRight
                }
                Repeater {
                    model: box.rowsOf(block.modelData)
                    RowLayout {
                        required property var modelData
                        required property int index
                        objectName: "attributionRow_" + modelData.kind
                        width: block.width
                        spacing: 6
                        Text {
                            objectName: "attributionLabel"
                            Layout.fillWidth: true
                            Layout.leftMargin: 12
                            text: modelData.label
                            font.pixelSize: 12
                            font.italic: Theme.italic && modelData.kind !== "change"
                            color: Theme.ink
                            elide: Text.ElideRight
                        }
                        Text {
                            objectName: "attributionEffect"
                            Layout.preferredWidth: box.valueWidth
                            horizontalAlignment: Text.AlignRight
                            text: box.words ? box.words.effect(modelData.value, modelData.interval, block.modelData.proportion) : ""
                            font.pixelSize: 12
                            color: modelData.kind === "interaction" ? Theme.vermilion : Theme.ink
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 9
                        }
                        Text {
                            objectName: "attributionVerdict"
                            Layout.preferredWidth: box.valueWidth * 1.5
                            text: {
                                const words = box.words ? box.words.marginVerdict(modelData.verdict, modelData.more) : ""
                                return box.settled || !box.words ? words : box.words.interim(words)
                            }
                            font.pixelSize: 12
                            font.italic: Theme.italic && !box.settled
                            color: box.settled && modelData.verdict === "matters" ? Theme.vermilion : Theme.inkSoft
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }
        }
    }
}
