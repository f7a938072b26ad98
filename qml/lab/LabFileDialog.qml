// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Dialogs

// The variant lab's export dialog (QtQuick.Dialogs, loaded only where it is installed).
FileDialog {
    fileMode: FileDialog.SaveFile
}
