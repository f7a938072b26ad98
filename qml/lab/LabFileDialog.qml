// SPDX-License-Identifier: GPL-3.0-or-later
import QtCore
import QtQuick
import QtQuick.Dialogs

// The variant lab's export dialog (QtQuick.Dialogs, loaded only where it is installed). It
// opens in the folder last used, at first the home folder (Qt's own default is the folder the
// app was started from); a name typed without its extension gets that of the filter the lab
// chose ("CSV (*.csv)").
FileDialog {
    fileMode: FileDialog.SaveFile
    // Set each time it opens: Qt's dialog forgets the folder it was in once it is closed.
    property url lastFolder: StandardPaths.writableLocation(StandardPaths.HomeLocation)
    // Qt 6.4 gives a typed name as a path without "file://", which as a folder would be
    // read relative to the working folder.
    onAccepted: lastFolder = "file://" + String(selectedFile).replace(/^file:\/\//, "").replace(/\/[^\/]*$/, "")
    defaultSuffix: {
        const suffix = /\*\.(\w+)/.exec(nameFilters.length > 0 ? nameFilters[0] : "")
        return suffix ? suffix[1] : ""
    }
    //: Title of the variant lab's file dialog that saves an export (records, result or chart)
    title: qsTr("Export from the variant lab")
    //: File dialog button that writes the variant lab's export
    acceptLabel: qsTr("Save")

    // Qt 6.4 ships no translation of its own file dialog's labels (quickimpl's FileDialog.qml,
    // context "FileDialog"): the app's catalogs give them one, for every file dialog of the app.
    readonly property var qtLabels: [
        //: Label of the file name field in the file dialog (Qt's own dialog)
        QT_TRANSLATE_NOOP("FileDialog", "File name"),
        //: Label of the file type chooser in the file dialog (Qt's own dialog)
        QT_TRANSLATE_NOOP("FileDialog", "Filter")
    ]

    // Opens it with the file name `stem` and the filter's extension proposed, so that Save
    // works at once.
    function openWithName(stem) {
        currentFolder = lastFolder
        selectedFile = lastFolder + "/" + stem + (defaultSuffix !== "" ? "." + defaultSuffix : "")
        open()
    }
}
