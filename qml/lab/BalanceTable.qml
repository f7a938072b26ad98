// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The balance report (issue 35, point 6) of both rule sets, in the words of Ludii's metrics:
// each seat's advantage, comebacks, decisiveness, drama, duration and branching, each with its
// 95% interval. The figures are core's (kotatsu::BalanceReport, sim/balance.h), computed for
// each side of the comparison: VariantLab.result.balance, as kotatsu-cli compare and
// kotatsu-cli balance print them.
Rectangle {
    id: box
    property var balance: ({})
    property var words: null
    property string baseName: ""
    property string variantName: ""
    readonly property var baseFigures: balance && balance.base ? balance.base.figures : []
    readonly property var variantFigures: balance && balance.variant ? balance.variant.figures : []
    readonly property int valueWidth: Math.max(130, Math.min(200, (width - 40) * 0.22))

    color: Qt.rgba(1, 1, 1, 0.35)
    border.color: Theme.line
    radius: Theme.radius

    function figureOf(list, name) {
        for (const f of list)
            if (f.name === name)
                return f
        return null
    }
    function label(name) {
        if (name.startsWith("advantage.seat"))
            //: Variant lab, balance report: a seat's advantage, its share of the wins minus a fair share (1 / players); %1 the seat ("First player")
            return qsTr("Advantage: %1").arg(words ? words.seatLabel(Number(name.slice(14))) : name)
        switch (name) {
        //: Variant lab, balance report (Ludii's "comebacks"): the share of games the leader at half time does not win
        case "comebacks": return qsTr("Comebacks")
        //: Variant lab, balance report (Ludii's "decisiveness"): the share of a game's decisions played after its winner took the lead for good
        case "decisiveness": return qsTr("Decisiveness")
        //: Variant lab, balance report (Ludii's "drama"): lead changes per game
        case "drama": return qsTr("Drama")
        //: Variant lab, balance report (Ludii's "duration"): decisions per game
        case "duration": return qsTr("Duration")
        //: Variant lab, balance report (Ludii's "branching"): legal moves per decision
        case "branching": return qsTr("Branching")
        }
        return name
    }
    function explanation(name) {
        if (name.startsWith("advantage.seat"))
            //: Variant lab, balance report: what a seat's advantage means
            return qsTr("Its share of the wins minus a fair share: 0 is fair.")
        switch (name) {
        //: Variant lab, balance report: what comebacks means
        case "comebacks": return qsTr("Games that the leader at half time does not win.")
        //: Variant lab, balance report: what decisiveness means
        case "decisiveness": return qsTr("Decisions played after the winner took the lead for good.")
        //: Variant lab, balance report: what drama means
        case "drama": return qsTr("Lead changes per game.")
        //: Variant lab, balance report: what duration means
        case "duration": return qsTr("Decisions per game.")
        //: Variant lab, balance report: what branching means
        case "branching": return qsTr("Legal moves to choose from at a decision.")
        }
        return ""
    }
    // A figure with its interval: an advantage in signed percentage points, a share in %,
    // a mean as it is.
    function cell(f) {
        if (!f || !words)
            return ""
        return words.figureValue(f.kind, f.value, [f.interval[0], f.interval[1]])
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Text {
                Layout.fillWidth: true
                //: Variant lab, balance report: heading of the figures' column
                text: qsTr("Balance (95% interval)")
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
                color: Theme.inkSoft
                elide: Text.ElideRight
            }
            Text {
                Layout.preferredWidth: box.valueWidth
                horizontalAlignment: Text.AlignRight
                text: box.variantName
                font.pixelSize: 12
                font.bold: true
                color: Theme.inkSoft
                elide: Text.ElideRight
            }
        }
        Rectangle {
            Layout.fillWidth: true
            height: 1
            color: Theme.line
        }
        Text {
            Layout.fillWidth: true
            visible: box.baseFigures.length === 0
            //: Variant lab, balance report: before any comparison
            text: qsTr("Run a comparison: the balance of both rule sets appears here, in the figures of Ludii's reports.")
            wrapMode: Text.Wrap
            font.pixelSize: 14
            color: Theme.inkSoft
        }
        ListView {
            objectName: "balanceRows"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: box.baseFigures
            spacing: 2
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: row
                required property var modelData
                required property int index
                objectName: "balanceRow_" + modelData.name
                width: ListView.view.width - 10
                height: rowLayout.implicitHeight + 8
                radius: 4
                color: index % 2 === 0 ? "transparent" : Qt.rgba(1, 1, 1, 0.4)
                RowLayout {
                    id: rowLayout
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.leftMargin: 4
                    spacing: 8
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 0
                        Text {
                            objectName: "balanceLabel"
                            Layout.fillWidth: true
                            text: box.label(row.modelData.name)
                            font.pixelSize: 13
                            font.bold: true
                            color: Theme.ink
                            wrapMode: Text.Wrap
                        }
                        Text {
                            Layout.fillWidth: true
                            text: box.explanation(row.modelData.name)
                            font.pixelSize: 11
                            color: Theme.inkSoft
                            wrapMode: Text.Wrap
                        }
                    }
                    Text {
                        objectName: "balanceBase"
                        Layout.preferredWidth: box.valueWidth
                        Layout.alignment: Qt.AlignTop
                        horizontalAlignment: Text.AlignRight
                        text: box.cell(row.modelData)
                        font.pixelSize: 13
                        color: Theme.ink
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 9
                    }
                    Text {
                        objectName: "balanceVariant"
                        Layout.preferredWidth: box.valueWidth
                        Layout.alignment: Qt.AlignTop
                        horizontalAlignment: Text.AlignRight
                        text: box.cell(box.figureOf(box.variantFigures, row.modelData.name))
                        font.pixelSize: 13
                        color: Theme.ink
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 9
                    }
                }
            }
        }
    }
}
