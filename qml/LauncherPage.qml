// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The launcher: the games found in data/, and the table to set up for the chosen one.
Page {
    id: page
    signal startRequested(string gameId, string variantId, var seats)
    signal loadRequested()

    property int selectedRow: 0
    readonly property var selected: Catalog.count > 0 ? gameAt(selectedRow) : ({})

    // Re-read the row whenever the catalog's texts change language.
    function gameAt(row) {
        Localization.language
        return Catalog.get(row)
    }

    background: PaperBackground {}

    ListModel {
        id: seatModel
    }

    function resetSeats(count) {
        while (seatModel.count > count)
            seatModel.remove(seatModel.count - 1)
        while (seatModel.count < count)
            seatModel.append({ kind: seatModel.count === 0 ? "human" : "ai", level: "normal", name: "" })
    }

    function variantBounds() {
        const v = variantBox.currentIndex > 0 ? selected.variants[variantBox.currentIndex - 1] : null
        return v ? { min: v.minPlayers, max: v.maxPlayers } : { min: selected.minPlayers, max: selected.maxPlayers }
    }

    function seatsForStart() {
        const seats = []
        for (let i = 0; i < seatModel.count; ++i) {
            const s = seatModel.get(i)
            seats.push({ kind: s.kind, level: s.level, name: s.name })
        }
        return seats
    }

    onSelectedRowChanged: {
        variantBox.currentIndex = 0
        const bounds = variantBounds()
        playersBox.value = Math.max(bounds.min, Math.min(bounds.max, 4))
        resetSeats(playersBox.value)
    }
    Component.onCompleted: {
        const bounds = variantBounds()
        playersBox.value = Math.max(bounds.min, Math.min(bounds.max, 4))
        resetSeats(playersBox.value)
    }

    header: Item {
        height: 108
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 40
            anchors.rightMargin: 32
            spacing: 20
            Hanko {
                size: 62
                text: "炬燵"
            }
            ColumnLayout {
                spacing: 0
                Text {
                    text: "Kotatsu"
                    font.family: Theme.titleFont
                    font.pixelSize: 40
                    font.bold: true
                    color: Theme.ink
                }
                Text {
                    //: Subtitle under the app name in the launcher
                    text: qsTr("Tabletop games around one warm table")
                    font.pixelSize: 16
                    color: Theme.inkSoft
                }
            }
            Item { Layout.fillWidth: true }
            InkButton {
                //: Launcher button that opens a file dialog
                text: qsTr("Open a saved game…")
                onClicked: page.loadRequested()
            }
            LanguageMenu {}
        }
        Rectangle {
            anchors.bottom: parent.bottom
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.leftMargin: 40
            anchors.rightMargin: 32
            height: 1
            color: Theme.line
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 32
        anchors.leftMargin: 40
        spacing: 32

        // The games.
        ListView {
            id: gameList
            Layout.preferredWidth: 470
            Layout.fillHeight: true
            spacing: 14
            clip: true
            model: Catalog
            currentIndex: page.selectedRow
            delegate: Rectangle {
                id: gameCard
                required property int index
                required property string name
                required property string tagline
                required property string credits
                required property int minPlayers
                required property int maxPlayers
                required property bool valid
                width: gameList.width
                height: column.implicitHeight + 28
                radius: Theme.radius
                color: index === page.selectedRow ? Theme.paperLight : Qt.rgba(1, 1, 1, 0.35)
                border.color: index === page.selectedRow ? Theme.vermilion : Theme.line
                border.width: index === page.selectedRow ? 2 : 1
                opacity: valid ? 1 : 0.5

                ColumnLayout {
                    id: column
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: 14
                    anchors.leftMargin: 18
                    spacing: 4
                    RowLayout {
                        Layout.fillWidth: true
                        Text {
                            Layout.fillWidth: true
                            text: gameCard.name
                            font.family: Theme.titleFont
                            font.pixelSize: 24
                            font.bold: true
                            color: Theme.ink
                            elide: Text.ElideRight
                        }
                        Text {
                            text: gameCard.minPlayers === gameCard.maxPlayers
                                  //: Player count of a game for an exact number of players, e.g. "2 players"
                                  ? qsTr("%1 players").arg(gameCard.minPlayers)
                                  //: Player range of a game in the launcher, e.g. "3–8 players"
                                  : qsTr("%1–%2 players").arg(gameCard.minPlayers).arg(gameCard.maxPlayers)
                            color: Theme.indigo
                            font.pixelSize: 14
                        }
                    }
                    Text {
                        Layout.fillWidth: true
                        text: gameCard.tagline
                        wrapMode: Text.Wrap
                        font.pixelSize: 15
                        color: Theme.inkSoft
                    }
                    Text {
                        Layout.fillWidth: true
                        text: gameCard.valid ? gameCard.credits
                                             //: Shown for a game whose data files have errors
                                             : qsTr("This game's data has errors; run kotatsu-cli validate.")
                        font.pixelSize: 12
                        color: Theme.inkFaint
                        elide: Text.ElideRight
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    enabled: gameCard.valid
                    cursorShape: Qt.PointingHandCursor
                    onClicked: page.selectedRow = gameCard.index
                }
            }
        }

        // The table to set up.
        Rectangle {
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.radius
            color: Qt.rgba(1, 1, 1, 0.45)
            border.color: Theme.line

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 24
                spacing: 14

                Text {
                    text: page.selected.name || ""
                    font.family: Theme.titleFont
                    font.pixelSize: 30
                    font.bold: true
                    color: Theme.ink
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 16
                    Text {
                        Layout.preferredWidth: 90
                        //: Launcher label for the rules variant chooser
                        text: qsTr("Rules")
                        color: Theme.inkSoft
                        font.pixelSize: 15
                    }
                    ComboBox {
                        id: variantBox
                        Layout.fillWidth: true
                        model: {
                            //: The base game, without a variant
                            const names = [qsTr("Standard rules")]
                            for (const v of (page.selected.variants || []))
                                names.push(v.name)
                            return names
                        }
                        onActivated: {
                            const bounds = page.variantBounds()
                            playersBox.value = Math.max(bounds.min, Math.min(bounds.max, playersBox.value))
                            page.resetSeats(playersBox.value)
                        }
                    }
                }
                Text {
                    Layout.fillWidth: true
                    Layout.leftMargin: 106
                    visible: text !== ""
                    text: variantBox.currentIndex > 0 && page.selected.variants
                          ? page.selected.variants[variantBox.currentIndex - 1].description : ""
                    wrapMode: Text.Wrap
                    font.pixelSize: 13
                    color: Theme.inkSoft
                }
                RowLayout {
                    spacing: 16
                    Text {
                        Layout.preferredWidth: 90
                        //: Launcher label for the number of players
                        text: qsTr("Players")
                        color: Theme.inkSoft
                        font.pixelSize: 15
                    }
                    SpinBox {
                        id: playersBox
                        from: page.variantBounds().min
                        to: page.variantBounds().max
                        editable: false
                        onValueModified: page.resetSeats(value)
                    }
                }

                Text {
                    //: Launcher heading above the list of seats
                    text: qsTr("Who plays?")
                    font.family: Theme.titleFont
                    font.pixelSize: 18
                    color: Theme.ink
                    Layout.topMargin: 6
                }

                ListView {
                    id: seatList
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 8
                    model: seatModel
                    delegate: SeatRow {
                        width: seatList.width
                        onEdited: function(kind, level, name) {
                            seatModel.set(index, { kind: kind, level: level, name: name })
                        }
                    }
                }

                Text {
                    Layout.fillWidth: true
                    //: Launcher hint about hot-seat play
                    text: qsTr("Several people can share this screen: the game hides each hand until its owner takes the seat.")
                    wrapMode: Text.Wrap
                    font.pixelSize: 13
                    color: Theme.inkFaint
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 12
                    InkButton {
                        //: Opens the rules of the selected game
                        text: qsTr("How to play")
                        onClicked: {
                            rules.gameId = page.selected.gameId
                            rules.open()
                        }
                    }
                    Item { Layout.fillWidth: true }
                    InkButton {
                        objectName: "startButton"
                        primary: true
                        //: Starts the game set up in the launcher
                        text: qsTr("Start the game")
                        font.pixelSize: 17
                        enabled: page.selected.valid === true
                        onClicked: {
                            const v = variantBox.currentIndex > 0 ? page.selected.variants[variantBox.currentIndex - 1].id : ""
                            page.startRequested(page.selected.gameId, v, page.seatsForStart())
                        }
                    }
                }
            }
        }
    }

    RulesDrawer {
        id: rules
    }
}
