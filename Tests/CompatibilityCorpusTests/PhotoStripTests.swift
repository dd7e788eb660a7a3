import Foundation
import Photos
import Testing
import ViewProbe

/// Makes a change request outside `performChanges`: Photos raises an exception there.
private struct StrayChangeRequest: View {
  var body: some View {
    Button("Save") {
      _ = PHAssetChangeRequest.creationRequestForAsset(from: UIImage(data: Data([1]))!)
    }
  }
}

@MainActor
@Suite("PhotoStrip: the photo library as the user allows it", .viewProbe)
struct PhotoStripTests {
  private func photo(_ byte: UInt8) -> UIImage { UIImage(data: Data([byte, byte]))! }

  @Test("saving asks only to add photos, once; the sticker reaches the library")
  func savingAsksToAdd() async throws {
    let harness = ParentHarness { PhotoStrip() }
    try harness.find(button: "Save sticker").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Saved to Photos"))
    #expect(harness.photoLibraryPrompts == [.addOnly])
    #expect(harness.savedPhotos == [UIImage(data: Data("sticker".utf8))!])
    try harness.find(button: "Save sticker").tap()
    await harness.settle()
    #expect(harness.photoLibraryPrompts == [.addOnly])
    #expect(harness.savedPhotos.count == 2)
  }

  @Test("a save the user did not allow fails: the app says so and the library has nothing")
  func deniedSaveFails() async throws {
    let harness = ParentHarness { PhotoStrip() }
    harness.setPhotoLibraryAccess(.dontAllow)
    try harness.find(button: "Save sticker").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Couldn't save"))
    #expect(!harness.visibleTexts.contains("Saved to Photos"))
    #expect(harness.savedPhotos.isEmpty)
  }

  @Test("limited access shows the photos the user chose and what the app saved, not the rest")
  func limitedAccessShowsChosenPhotos() async throws {
    let harness = ParentHarness { PhotoStrip() }
    let ids = harness.addPhotoLibraryPhotos([photo(1), photo(2), photo(3)])
    harness.setPhotoLibraryAccess(.limitAccess(to: [ids[1]]))
    try harness.find(button: "Save sticker").tap()
    await harness.settle()
    try harness.find(button: "Show my photos").tap()
    await harness.settle()
    #expect(harness.photoLibraryPrompts == [.addOnly, .readWrite])
    #expect(harness.visibleTexts.contains("Showing the photos you chose"))
    // The chosen photo and the saved sticker, their thumbnails loaded.
    #expect(harness.visibleTexts.contains("Photo 2"))
    #expect(!harness.visibleTexts.contains("Photo 3"))
    #expect(!harness.visibleTexts.contains("Loading…"))
  }

  @Test("full access shows every photo; a denied library says where to turn it on")
  func fullAndDeniedAccess() async throws {
    let full = ParentHarness { PhotoStrip() }
    full.addPhotoLibraryPhotos([photo(1), photo(2), photo(3)])
    try full.find(button: "Show my photos").tap()
    await full.settle()
    #expect(full.visibleTexts.contains("Photo 3"))
    #expect(!full.visibleTexts.contains("Showing the photos you chose"))

    let denied = ParentHarness { PhotoStrip() }
    denied.addPhotoLibraryPhotos([photo(1)])
    denied.setPhotoLibraryAccess(.dontAllow)
    try denied.find(button: "Show my photos").tap()
    await denied.settle()
    #expect(denied.visibleTexts.contains("Photo access is off. Turn it on in Settings."))
    // "Don't Allow" to the library denies adding too: the sticker is not saved.
    try denied.find(button: "Save sticker").tap()
    await denied.settle()
    #expect(denied.savedPhotos.isEmpty)
  }

  @Test("a fetch before the user was asked shows the prompt and finds nothing; the next finds all")
  func fetchBeforeAskingFindsNothing() throws {
    let harness = ParentHarness { StrayChangeRequest() }
    harness.addPhotoLibraryPhotos([photo(1), photo(2)])
    var counts: [Int] = []
    harness._perform {
      counts.append(PHAsset.fetchAssets(with: .image, options: nil).count)
      counts.append(PHAsset.fetchAssets(with: .image, options: nil).count)
      counts.append(PHAsset.fetchAssets(with: .video, options: nil).count)
    }
    #expect(counts == [0, 2, 0])
    #expect(harness.photoLibraryPrompts == [.readWrite])
    #expect(PHPhotoLibrary.authorizationStatus() == .notDetermined, "outside a harness")
  }

  @Test("a change request outside performChanges is Photos' exception, recorded")
  func changeRequestOutsideABlock() throws {
    let harness = ParentHarness { StrayChangeRequest() }
    try withKnownIssue {
      try harness.find(button: "Save").tap()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "PHAssetChangeRequest.creationRequestForAsset(from:) was called outside a performChanges block"
        )
      }
    }
    #expect(harness.savedPhotos.isEmpty)
  }

  @Test(
    "the legacy status reads limited access as authorized; UIImageWriteToSavedPhotosAlbum asks to add"
  )
  func legacyStatusAndUIKitSave() async throws {
    let harness = ParentHarness { StrayChangeRequest() }
    harness.setPhotoLibraryAccess(.limitAccess(to: []))
    var statuses: [PHAuthorizationStatus] = []
    harness._perform {
      UIImageWriteToSavedPhotosAlbum(UIImage(data: Data([9]))!, nil, nil, nil)
      statuses.append(PHPhotoLibrary.authorizationStatus(for: .addOnly))
      statuses.append(PHPhotoLibrary.authorizationStatus(for: .readWrite))
    }
    let status = await withCheckedContinuation { continuation in
      harness._perform {
        PHPhotoLibrary.requestAuthorization { continuation.resume(returning: $0) }
      }
    }
    harness._perform { statuses.append(PHPhotoLibrary.authorizationStatus(for: .readWrite)) }
    #expect(statuses == [.authorized, .notDetermined, .limited])
    #expect(status == .authorized)
    #expect(harness.savedPhotos.count == 1)
    #expect(harness.photoLibraryPrompts == [.addOnly, .readWrite])
  }
}
