// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Dialogs

// The file dialog of My variants (QtQuick.Dialogs, loaded only where it is installed).
FileDialog {
    //: File dialog filter for variant files
    nameFilters: [qsTr("Kotatsu variants (*.yaml)")]
}
