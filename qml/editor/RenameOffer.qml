// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// Under an id field whose new id is typed: other values name the old id (routes, regions,
// the start...), so the editor offers to rename them with it (one undo step), or the id
// alone. Escape leaves the typed id unwritten.
Popup {
    id: offer
    property string oldId
    property string newId
    property int count: 0
    signal everywhere()
    signal hereOnly()

    objectName: "renameOffer"
    modal: false
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutsideParent
    padding: 12
    // Kept inside the window: under a cell low on the page it goes above it instead.
    margins: 8
    width: Math.min(420, Math.max(300, column.implicitWidth + 24))
    background: Rectangle {
        color: Theme.paperLight
        radius: 6
        border.color: Theme.indigo
        border.width: 2
    }

    contentItem: ColumnLayout {
        id: column
        spacing: 10
        Text {
            objectName: "renameOfferText"
            Layout.fillWidth: true
            //: Rules editor, after a new id is typed for an item (a town, a region...) that other
            //: values name; %1 is the old id, %2 the new one, %n how many values name it
            text: qsTr("%n other value(s) name “%1”. Rename them to “%2” too?", "", offer.count)
                  .arg(offer.oldId).arg(offer.newId)
            font.family: Theme.bodyFont
            font.pixelSize: 14
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8
            InkButton {
                objectName: "renameEverywhere"
                primary: true
                //: Rules editor, rename offer: renames the id and every value that names it
                text: qsTr("Rename everywhere")
                onClicked: {
                    offer.everywhere()
                    offer.close()
                }
            }
            InkButton {
                objectName: "renameHereOnly"
                //: Rules editor, rename offer: changes this id only (the values naming the old
                //: id then show errors)
                text: qsTr("Only this id")
                onClicked: {
                    offer.hereOnly()
                    offer.close()
                }
            }
        }
    }
}
