// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Kotatsu
import Kotatsu.Bridge

// A picture of a rules page (data/games/<id>/rules/pictures/<id>.yaml, docs/lessons.md): the
// game's own table on the picture's position, as its seat sees it, with the moves the picture
// rings in gold as a lesson rings them (the other pieces veiled), laid out at a table's size
// and scaled into the page; its caption under it in the reader's language. Nothing is played
// (the session is still, the table takes no input). The table is made only once `wanted`
// (the drawer sets it when the picture scrolls into view): the drawer's first frame is text.
Item {
    id: picture
    objectName: "rulesPicture_" + pictureId
    property string gameId
    property string pictureId
    property bool wanted: false

    // What the drawer and the tests look at.
    readonly property var session: made.item ? made.item.session : null
    readonly property Item table: made.item ? made.item.table : null
    readonly property bool drawn: table !== null && table.width > 0 && table.height > 0
    readonly property string caption: made.item ? made.item.caption : ""
    readonly property string problem: made.item ? made.item.problem : ""

    // The size the table is laid out at (a small window's table room) and the scale that fits
    // it into the page's width.
    readonly property real stageWidth: 960
    readonly property real stageHeight: 600
    readonly property real fit: width / stageWidth

    implicitHeight: frame.height + captionText.anchors.topMargin + captionText.implicitHeight

    Rectangle {
        id: frame
        objectName: "rulesPictureFrame"
        width: picture.width
        height: Math.round(picture.stageHeight * picture.fit)
        color: Theme.paper
        border.color: Theme.line
        radius: 4
        clip: true

        Loader {
            id: made
            anchors.fill: parent
            active: picture.wanted
            sourceComponent: Item {
                id: holder
                readonly property alias session: session
                readonly property Item table: tableLoader.status === Loader.Ready ? tableLoader.item : null
                property string problem: ""
                // Re-read when the language changes.
                readonly property string caption: { Localization.language; return session.still ? session.pictureCaption() : "" }

                GameSession {
                    id: session
                    aiDelay: 0
                }
                Item {
                    width: picture.stageWidth
                    height: picture.stageHeight
                    transformOrigin: Item.TopLeft
                    scale: picture.fit
                    Loader {
                        id: tableLoader
                        anchors.fill: parent
                        // A picture: the table's own clicks and keys would play moves.
                        enabled: false
                        asynchronous: true
                    }
                }
                Component.onCompleted: {
                    if (!session.startPicture(picture.gameId, picture.pictureId)) {
                        problem = session.lastError
                        return
                    }
                    const id = Theme.gameFolder(picture.gameId)
                    tableLoader.setSource("../games/" + id + "/" + id + "Table.qml", { session: session })
                }
            }
        }
        // Until the table is drawn (or why it cannot be).
        Text {
            anchors.centerIn: parent
            width: parent.width - 40
            visible: !picture.drawn
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            color: picture.problem !== "" ? Theme.vermilion : Theme.inkFaint
            font.family: Theme.bodyFont
            font.pixelSize: 13
            text: picture.problem
        }
    }
    Text {
        id: captionText
        objectName: "rulesPictureCaption"
        anchors.top: frame.bottom
        anchors.topMargin: 6
        width: picture.width
        text: picture.caption
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        color: Theme.inkSoft
        font.family: Theme.bodyFont
        font.pixelSize: 13
        font.italic: true
        lineHeight: 1.1
    }
}
