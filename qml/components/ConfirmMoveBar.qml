// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// "Confirm move" (Settings): the move just chosen on the table, as a question (the table's
// askMove: "Place Kokeshi 1 on c3?", ja 「…を置きますか？」), with Confirm and
// Cancel. The table rings its pieces meanwhile (GameTable.proposedMove); Enter confirms and
// Escape cancels (GamePage's keys), and the buttons are reached by Tab but never take the
// keys from the page on a click. It stands at the top of the side column, over the hint and
// the move log (GamePage): it takes no room from the table and lies over none of its pieces.
Rectangle {
    id: bar
    // The table (a GameTable) whose proposed move is shown.
    property var table: null
    signal confirmed()
    signal cancelled()

    readonly property bool shown: table !== null && table.proposedMove !== null
    visible: shown
    height: visible ? content.implicitHeight + 20 : 0
    radius: 12
    color: Theme.paperLight
    border.color: Theme.indigo
    border.width: 2
    Accessible.role: Accessible.AlertMessage
    Accessible.name: question.text
    Accessible.ignored: !visible

    // The sentence over the whole width of the side column, the buttons under it.
    ColumnLayout {
        id: content
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 10
        anchors.leftMargin: 12
        spacing: 8
        Text {
            id: question
            // The bar itself says it.
            Accessible.ignored: true
            objectName: "confirmMoveText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            maximumLineCount: 6
            elide: Text.ElideRight
            color: Theme.ink
            font.pixelSize: 15
            // The table's question ("Place Kokeshi 1 on c3?"), never the log's past tense.
            text: bar.shown ? bar.table.askMove(bar.table.session.currentPlayer, bar.table.proposedMove) : ""
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Item { Layout.fillWidth: true }
            InkButton {
                objectName: "confirmMoveButton"
                primary: true
                focusPolicy: Qt.TabFocus
                //: Button of the "Confirm move" bar: plays the chosen move (Enter does the same)
                text: qsTr("Confirm")
                onClicked: bar.confirmed()
            }
            InkButton {
                objectName: "cancelMoveButton"
                focusPolicy: Qt.TabFocus
                //: Button of the "Confirm move" bar: drops the chosen move, nothing is played (Escape does the same)
                text: qsTr("Cancel")
                onClicked: bar.cancelled()
            }
        }
    }
}
