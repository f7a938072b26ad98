// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The settings, kept between runs (AppSettings, Localization): the language, how moves are
// shown, how fast the computer plays, whether leaving a game asks first, the colour-blind-safe
// mode, the table's zoom and its sounds. Every change applies at once.
Page {
    id: page
    // A page under another one (the stack keeps it) is out of the screen reader's tree.
    Accessible.ignored: !visible
    signal closed()
    background: PaperBackground {}
    focus: true
    Keys.onEscapePressed: page.closed()
    Component.onCompleted: backButton.forceActiveFocus()

    header: Item {
        height: 76
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 32
            anchors.rightMargin: 32
            spacing: 18
            InkButton {
                id: backButton
                objectName: "settingsBack"
                //: Leaves the settings page
                text: qsTr("‹ Back")
                onClicked: page.closed()
            }
            Text {
                Layout.fillWidth: true
                //: Title of the settings page
                text: qsTr("Settings")
                font.family: Theme.titleFont
                font.pixelSize: 30
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
            InkButton {
                objectName: "settingsDefaults"
                //: Settings: puts every setting back as it was at the first run
                text: qsTr("Restore the defaults")
                onClicked: {
                    AppSettings.resetToDefaults()
                    Localization.followSystem()
                }
            }
        }
        Rectangle {
            anchors.bottom: parent.bottom
            x: 32
            width: parent.width - 64
            height: 1
            color: Theme.line
        }
    }

    // One setting: a name and a sentence on the left, its control on the right.
    component SettingRow: RowLayout {
        id: row
        property string title
        property string explanation
        default property alias control: slot.data
        Layout.fillWidth: true
        spacing: 24
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            Text {
                Layout.fillWidth: true
                text: row.title
                font.pixelSize: 18
                font.bold: true
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            Text {
                Layout.fillWidth: true
                text: row.explanation
                font.pixelSize: 14
                color: Theme.inkSoft
                wrapMode: Text.Wrap
            }
        }
        Item {
            id: slot
            // Room for a row of three buttons whose words are long in some languages
            // ("Unhurried", "Desactivadas" were cut at 1024 px in a 307 px slot).
            Layout.preferredWidth: Math.max(260, Math.min(400, page.width * 0.36))
            Layout.preferredHeight: childrenRect.height
        }
    }

    // A choice among a few named options, as a row of buttons (one press, no popup).
    component Choice: RowLayout {
        id: choice
        property var options: []      // [{value, text}]
        property string value
        property string name
        signal chosen(string value)
        spacing: 6
        Repeater {
            model: choice.options
            InkButton {
                required property var modelData
                objectName: choice.name + "_" + modelData.value
                Layout.fillWidth: true
                text: modelData.text
                primary: choice.value === modelData.value
                checkable: true
                checked: choice.value === modelData.value
                Accessible.role: Accessible.RadioButton
                Accessible.checked: checked
                onClicked: choice.chosen(modelData.value)
            }
        }
    }

    Flickable {
        anchors.fill: parent
        contentHeight: column.implicitHeight + 64
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column
            x: Math.max(32, (parent.width - 900) / 2)
            y: 32
            width: Math.min(900, parent.width - 64)
            spacing: 30

            SettingRow {
                //: Settings: the language of the app
                title: qsTr("Language")
                explanation: Localization.followsSystem
                             //: Settings: explanation while the app follows the system language
                             ? qsTr("Kotatsu speaks your system's language when it knows it, else English.")
                             //: Settings: explanation once a language has been chosen
                             : qsTr("Kept for the next time you open Kotatsu.")
                InkComboBox {
                    id: languageBox
                    objectName: "languageBox"
                    width: parent.width
                    textRole: "name"
                    //: Settings: the first entry of the language list
                    model: [{ code: "", name: qsTr("System language") }].concat(Localization.languages)
                    currentIndex: {
                        if (Localization.followsSystem)
                            return 0
                        const list = Localization.languages
                        for (let i = 0; i < list.length; ++i)
                            if (list[i].code === Localization.language)
                                return i + 1
                        return 0
                    }
                    onActivated: function(index) {
                        if (index === 0)
                            Localization.followSystem()
                        else
                            Localization.language = Localization.languages[index - 1].code
                    }
                    Accessible.name: qsTr("Language")
                }
            }

            SettingRow {
                //: Settings: how moves are shown on the table
                title: qsTr("Animations")
                //: Settings: explanation of the animation speed
                explanation: qsTr("Pieces move along their way when a move is played, yours and the computer's.")
                Choice {
                    width: parent.width
                    name: "motion"
                    value: AppSettings.motion
                    options: [
                        //: Settings: no animations
                        { value: "off", text: qsTr("Off") },
                        //: Settings: animations at normal speed (an option of Animations, beside Off and Slow: fr “Normales”)
                        { value: "normal", text: qsTr("Normal", "animations") },
                        //: Settings: animations at half speed
                        { value: "slow", text: qsTr("Slow") }
                    ]
                    onChosen: function(v) { AppSettings.motion = v }
                }
            }

            SettingRow {
                //: Settings: how long the computer takes per move
                title: qsTr("Computer pace")
                //: Settings: explanation of the computer's pace
                explanation: qsTr("The least time the computer takes for a move, so that you can follow it.")
                Choice {
                    width: parent.width
                    name: "pacing"
                    value: AppSettings.pacing
                    options: [
                        //: Settings: the computer plays quickly
                        { value: "fast", text: qsTr("Quick") },
                        //: Settings: the computer plays at normal pace (an option of Computer pace, beside Quick and Unhurried: fr “Normal”)
                        { value: "normal", text: qsTr("Normal", "computer pace") },
                        //: Settings: the computer takes its time
                        { value: "slow", text: qsTr("Unhurried") }
                    ]
                    onChosen: function(v) { AppSettings.pacing = v }
                }
            }

            SettingRow {
                //: Settings: the table's sounds (on or off, and their volume)
                title: qsTr("Sounds")
                //: Settings: explanation of the sounds
                explanation: qsTr("Cards, dice, steps and beads as moves are played, a chime when your turn comes, and the end of a game.")
                RowLayout {
                    width: parent.width
                    spacing: 8
                    Switch {
                        objectName: "soundSwitch"
                        checked: !AppSettings.soundMuted
                        onToggled: {
                            AppSettings.soundMuted = !checked
                            soundPreview.play("turn")
                        }
                        Accessible.name: qsTr("Sounds")
                    }
                    Slider {
                        objectName: "volumeSlider"
                        Layout.fillWidth: true
                        from: 0
                        to: 100
                        stepSize: 5
                        value: AppSettings.soundVolume
                        enabled: !AppSettings.soundMuted
                        onMoved: AppSettings.soundVolume = Math.round(value)
                        // Let go: a sound at the new volume.
                        onPressedChanged: if (!pressed) soundPreview.play("bead")
                        //: Settings: the name of the sound volume slider, for screen readers
                        Accessible.name: qsTr("Volume")
                    }
                }
                TableSounds {
                    id: soundPreview
                    objectName: "soundPreview"
                }
            }

            SettingRow {
                //: Settings: whether leaving a game asks first
                title: qsTr("Ask before leaving a game")
                //: Settings: explanation of the leave confirmation
                explanation: qsTr("A game left unfinished is always kept for Resume; the question offers to save it in your saved games too.")
                Switch {
                    objectName: "confirmLeaveSwitch"
                    checked: AppSettings.confirmLeave
                    onToggled: AppSettings.confirmLeave = checked
                    Accessible.name: qsTr("Ask before leaving a game")
                }
            }

            SettingRow {
                //: Settings: whether a move chosen on the table waits for a Confirm before it is played
                title: qsTr("Confirm each move")
                //: Settings: explanation of the move confirmation
                explanation: qsTr("A move you choose, by a click or a key, is shown with its sentence first; Confirm (Enter) plays it, Cancel (Esc) lets you choose again.")
                Switch {
                    objectName: "confirmMovesSwitch"
                    checked: AppSettings.confirmMoves
                    onToggled: AppSettings.confirmMoves = checked
                    Accessible.name: qsTr("Confirm each move")
                }
            }

            SettingRow {
                //: Settings: the colour-blind-safe mode
                title: qsTr("Colour-blind-safe mode")
                //: Settings: explanation of the colour-blind-safe mode
                explanation: qsTr("Every colour that matters for the rules is also shown by a shape or a letter: seats, Hyano's colours, the garden's beads and lines.")
                Switch {
                    objectName: "colourBlindSwitch"
                    checked: AppSettings.colourBlind
                    onToggled: AppSettings.colourBlind = checked
                    Accessible.name: qsTr("Colour-blind-safe mode")
                }
            }

            SettingRow {
                //: Settings: how large the game table is drawn
                title: qsTr("Table zoom")
                //: Settings: explanation of the table zoom; the keys are Ctrl and plus, minus, zero
                explanation: qsTr("The table and its text drawn larger or smaller (Ctrl + and Ctrl − on the table, Ctrl 0 for automatic). Automatic fills a large window.")
                InkComboBox {
                    objectName: "zoomBox"
                    width: parent.width
                    textRole: "name"
                    model: [{ value: 0, name: Theme.zoomName(0) }].concat(
                               Theme.zoomSteps.map(v => ({ value: v, name: Theme.zoomName(v) })))
                    currentIndex: AppSettings.zoom <= 0 ? 0 : Math.max(0, Theme.zoomSteps.indexOf(AppSettings.zoom) + 1)
                    onActivated: function(index) { AppSettings.zoom = model[index].value }
                    Accessible.name: qsTr("Table zoom")
                }
            }
        }
    }
}
