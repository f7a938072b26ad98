// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The lesson played at the table ("Learn to play", docs/lessons.md): its title and step, what
// the step says (the rule, and why the ringed move is good), the kind word for a move that was
// not the lesson's, and at its end the closing words with "Play a real game". It stands at the
// top of the side column (GamePage), as tall as its text needs; the table rings the step's
// pieces (MoveTarget.hinted) and dims the other moves (MoveTarget.dimmed).
Rectangle {
    id: panel
    required property GameSession session
    readonly property LessonGuide lesson: session.lesson
    signal playRealGame()

    visible: lesson.active
    height: visible ? content.implicitHeight + 24 : 0
    radius: 12
    color: Theme.paperLight
    border.color: Theme.indigo
    border.width: 2
    Accessible.role: Accessible.AlertMessage
    Accessible.name: stepText.text + (explanation.visible ? " " + explanation.text : "")
    Accessible.ignored: !visible

    ColumnLayout {
        id: content
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 12
        spacing: 8
        Text {
            objectName: "lessonTitle"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.indigo
            font.family: Theme.titleFont
            font.pixelSize: 16
            font.bold: true
            text: panel.lesson.title
        }
        Text {
            objectName: "lessonStep"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.inkSoft
            font.pixelSize: 13
            text: panel.lesson.finished
                  //: Lesson panel ("Learn to play"), once the lesson's last step is played
                  ? qsTr("Lesson complete")
                  //: Lesson panel ("Learn to play"): the step the lesson waits at; %1 its number, %2 how many there are
                  : qsTr("Step %1 of %2").arg(panel.lesson.step + 1).arg(panel.lesson.stepCount)
        }
        Text {
            id: stepText
            objectName: "lessonText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.ink
            font.pixelSize: 15
            lineHeight: 1.15
            text: panel.lesson.text
        }
        // Why the move just tried was not played; the step still waits.
        Rectangle {
            Layout.fillWidth: true
            visible: panel.lesson.explanation !== ""
            implicitHeight: explanation.implicitHeight + 16
            radius: 8
            color: Theme.paper
            border.color: Theme.vermilionSoft
            border.width: 1
            Text {
                id: explanation
                objectName: "lessonExplanation"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.margins: 8
                wrapMode: Text.WordWrap
                color: Theme.vermilion
                font.pixelSize: 14
                text: panel.lesson.explanation
            }
        }
        InkButton {
            objectName: "playRealGameButton"
            Layout.alignment: Qt.AlignRight
            visible: panel.lesson.finished
            primary: true
            //: Lesson panel ("Learn to play"), at the lesson's end: starts a game with the lesson's settings
            text: qsTr("Play a real game")
            onClicked: panel.playRealGame()
        }
    }
}
