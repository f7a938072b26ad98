// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The check of the document: a status line (checking, ready to play, or how many errors) and
// every error as FILE:LINE:COL: key: message; choosing one goes to its place in the text and
// to its field in the forms.
Rectangle {
    id: errors
    required property var ctx
    readonly property var list: ctx.editor.errors || []
    signal chosen(var error)
    // The variant lab on these rules against the base game (disabled, with the reason, while
    // they cannot be played).
    signal compareRequested()
    color: Qt.rgba(1, 1, 1, 0.4)
    border.color: Theme.line

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Rectangle {
                width: 12
                height: 12
                radius: 6
                color: errors.ctx.editor.validating ? Theme.gold : errors.list.length > 0 ? Theme.vermilion : Theme.pine
            }
            Text {
                objectName: "checkStatus"
                Layout.fillWidth: !draftNote.visible
                text: errors.ctx.editor.validating
                      //: Rules editor status line while the variant is being checked
                      ? qsTr("Checking…")
                      : errors.list.length === 0
                        //: Rules editor status line when the variant has no errors
                        ? qsTr("No errors — ready to play")
                        //: Rules editor status line; %n is the number of errors in the variant
                        : qsTr("%n error(s)", "", errors.list.length)
                font.pixelSize: 15
                font.bold: true
                color: errors.list.length > 0 && !errors.ctx.editor.validating ? Theme.vermilion : Theme.ink
                elide: Text.ElideRight
            }
            Text {
                id: draftNote
                objectName: "draftNote"
                visible: errors.list.length > 0
                Layout.fillWidth: true
                //: Rules editor status line: what saving a variant with errors does
                text: qsTr("Saved as a draft: a variant with errors cannot be played")
                font.pixelSize: 13
                font.italic: Theme.italic
                color: Theme.inkSoft
                elide: Text.ElideRight
                HoverHandler { id: draftHover }
                ToolTip.visible: draftHover.hovered && truncated
                ToolTip.text: text
            }
            Item {
                Layout.preferredWidth: compareButton.implicitWidth
                Layout.preferredHeight: compareButton.implicitHeight
                InkButton {
                    id: compareButton
                    objectName: "compareVariantButton"
                    anchors.fill: parent
                    implicitHeight: 28
                    topPadding: 3
                    bottomPadding: 3
                    font.pixelSize: 13
                    enabled: errors.ctx.editor.playable && !errors.ctx.editor.validating
                    //: Rules editor: opens the variant lab on the rules being edited against the game's standard rules
                    text: qsTr("Compare with the base game")
                    Accessible.description: errors.ctx.playBlocker
                    onClicked: errors.compareRequested()
                }
                HoverHandler { id: compareHover }
                ToolTip.visible: compareHover.hovered && errors.ctx.playBlocker !== ""
                ToolTip.text: errors.ctx.playBlocker
            }
        }
        ListView {
            id: view
            objectName: "errorList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: errors.list
            spacing: 1
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: line
                required property var modelData
                required property int index
                objectName: "error_" + index
                width: view.width - 12
                height: msgColumn.implicitHeight + 6
                radius: 3
                color: hover.hovered ? Theme.paperLight : "transparent"
                HoverHandler { id: hover }
                // The key the error names, in words ("Ring space 9: type"), over the error as
                // the check writes it (file:line:column: key: message).
                Column {
                    id: msgColumn
                    x: 6
                    y: 3
                    width: parent.width - 12
                    Text {
                        objectName: "errorLabel_" + line.index
                        width: parent.width
                        visible: text !== ""
                        text: {
                            errors.ctx.editor.revision
                            return line.modelData.key ? errors.ctx.editor.describe(line.modelData.key) : ""
                        }
                        font.family: Theme.bodyFont
                        font.pixelSize: 13
                        font.bold: true
                        color: line.modelData.inVariant ? Theme.vermilion : Theme.inkSoft
                        elide: Text.ElideRight
                    }
                    Text {
                        id: msg
                        width: parent.width
                        text: line.modelData.text
                        font.family: "Noto Sans Mono"
                        font.pixelSize: 13
                        color: line.modelData.inVariant ? Theme.vermilion : Theme.inkSoft
                        wrapMode: Text.Wrap
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    cursorShape: Qt.PointingHandCursor
                    onClicked: errors.chosen(line.modelData)
                }
            }
        }
    }
}
