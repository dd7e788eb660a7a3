// Linux has no PhotosUI. There, ViewProbe's product includes this stand-in, so that a view that
// lets people choose a picture (`PhotosPicker`, `PhotosPickerItem.loadTransferable(type:)`)
// compiles unchanged: the names are ViewProbe's photo picker (a test picks items with
// `ParentHarness.pickPhotos(_:)`).
@_exported import ViewProbe

/// A button that presents the photo picker.
public typealias PhotosPicker = _PhotosPicker
/// An item chosen in the photo picker.
public typealias PhotosPickerItem = _PhotosPickerItem
/// Which items the photo picker offers.
public typealias PHPickerFilter = _PHPickerFilter
/// How the picker orders and updates a multiple selection.
public typealias PhotosPickerSelectionBehavior = _PhotosPickerSelectionBehavior
/// The user's photo library.
public typealias PHPhotoLibrary = _PHPhotoLibrary
