import Foundation

// The keys and values of keychain queries, with the Security framework's own strings.

/// The class of an item.
nonisolated(unsafe) public let kSecClass: CFString = "class"

/// A generic password.
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"

/// An internet password.
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"

/// The service an item belongs to.
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"

/// The account an item belongs to.
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"

/// The server of an internet password.
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"

/// The access group an item is shared in.
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"

/// Whether an item syncs through iCloud Keychain.
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"

/// Items that sync and items that do not, in a query.
nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"

/// A label.
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"

/// A description.
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"

/// A comment.
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"

/// Data of the app's own.
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"

/// When the item was made.
nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"

/// When the item last changed.
nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"

/// When the item can be read.
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"

/// While the device is unlocked.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"

/// After the first unlock since a restart.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"

/// While unlocked, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"

/// After the first unlock, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"

/// While a passcode is set, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"

/// The item's secret data.
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"

/// Return the data.
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"

/// Return the attributes.
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"

/// Return a reference (not supported here).
nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"

/// Return a persistent reference (not supported here).
nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

/// How many items a query returns.
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"

/// One item.
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"

/// Every item.
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"

/// Use the data protection keychain (macOS).
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"

/// Whether the item is hidden.
nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"
