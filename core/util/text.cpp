// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/text.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace kotatsu {

namespace {
bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
} // namespace

std::vector<std::string_view> splitWords(std::string_view text)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        std::size_t start = i;
        while (i < text.size() && !isSpace(text[i]))
            ++i;
        if (i > start)
            words.push_back(text.substr(start, i - start));
    }
    return words;
}

std::string_view trim(std::string_view text)
{
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

std::optional<std::int64_t> parseInteger(std::string_view text)
{
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    std::int64_t value = 0;
    auto res = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || res.ec != std::errc() || res.ptr != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::string asciiDigits(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
        // U+FF0B..U+FF19 (＋ ， － ． ／ ０-９) are EF BC 8B..99; U+2212 (−) is E2 88 92.
        if (i + 2 < text.size() && byte(0) == 0xEF && byte(1) == 0xBC && byte(2) >= 0x90 &&
            byte(2) <= 0x99) {
            out += static_cast<char>('0' + (byte(2) - 0x90));
            i += 2;
        } else if (i + 2 < text.size() && byte(0) == 0xEF && byte(1) == 0xBC &&
                   (byte(2) == 0x8B || byte(2) == 0x8D || byte(2) == 0x8E)) {
            out += byte(2) == 0x8B ? '+' : byte(2) == 0x8D ? '-' : '.';
            i += 2;
        } else if (i + 2 < text.size() && byte(0) == 0xE2 && byte(1) == 0x88 && byte(2) == 0x92) {
            out += '-';
            i += 2;
        } else if (i + 2 < text.size() && byte(0) == 0xE3 && byte(1) == 0x80 && byte(2) == 0x80) {
            out += ' '; // U+3000, the ideographic space a Japanese input method types
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = up;
        }
    }
    return row[b.size()];
}

std::optional<std::uint64_t> parseUnsigned(std::string_view text)
{
    std::uint64_t value = 0;
    auto res = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || res.ec != std::errc() || res.ptr != text.data() + text.size())
        return std::nullopt;
    return value;
}

namespace {

// Decodes the sequence at `i` into `cp`, its length into `len`; false when it is not valid
// UTF-8 (overlong forms, surrogates and values beyond U+10FFFF included).
bool decodeAt(std::string_view text, std::size_t i, char32_t &cp, std::size_t &len)
{
    const auto *s = reinterpret_cast<const unsigned char *>(text.data());
    const std::size_t n = text.size();
    const unsigned char c = s[i];
    if (c < 0x80) {
        cp = c;
        len = 1;
        return true;
    }
    if ((c & 0xE0) == 0xC0) {
        len = 2;
        cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
        len = 3;
        cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
        len = 4;
        cp = c & 0x07;
    } else {
        return false;
    }
    if (i + len > n)
        return false;
    for (std::size_t k = 1; k < len; ++k) {
        if ((s[i + k] & 0xC0) != 0x80)
            return false;
        cp = (cp << 6) | (s[i + k] & 0x3F);
    }
    return !((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
             (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF);
}

} // namespace

std::optional<std::size_t> firstInvalidUtf8(std::string_view text)
{
    char32_t cp = 0;
    std::size_t len = 0;
    for (std::size_t i = 0; i < text.size(); i += len) {
        if (!decodeAt(text, i, cp, len))
            return i;
    }
    return std::nullopt;
}

std::optional<std::u32string> decodeUtf8(std::string_view text)
{
    std::u32string out;
    out.reserve(text.size());
    char32_t cp = 0;
    std::size_t len = 0;
    for (std::size_t i = 0; i < text.size(); i += len) {
        if (!decodeAt(text, i, cp, len))
            return std::nullopt;
        out += cp;
    }
    return out;
}

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

ReadStatus readFile(const std::string &path, std::size_t maxBytes, std::string &out, Links links)
{
    // Only regular files: a device (/dev/zero), a FIFO or a socket could make a read allocate
    // without end or block forever. O_NONBLOCK keeps open() itself from waiting on a FIFO;
    // fstat on the opened descriptor leaves no window between the check and the read.
    int flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK;
    if (links == Links::Refuse)
        flags |= O_NOFOLLOW;
    const int fd = ::open(path.c_str(), flags);
    if (fd < 0)
        return errno == ENOENT || errno == ENOTDIR || errno == ELOOP ? ReadStatus::Missing
                                                                     : ReadStatus::Unreadable;
    struct FdCloser
    {
        int fd;
        ~FdCloser() { ::close(fd); }
    } closer{fd};
    struct stat info
    {};
    if (::fstat(fd, &info) != 0)
        return ReadStatus::Unreadable;
    if (!S_ISREG(info.st_mode))
        return ReadStatus::Missing;
    if (info.st_size < 0 || static_cast<std::uint64_t>(info.st_size) > maxBytes)
        return ReadStatus::TooLarge;
    // The file may grow between fstat and read: read at most maxBytes + 1, whatever it says.
    std::string text;
    text.resize(static_cast<std::size_t>(info.st_size) + 1);
    std::size_t used = 0;
    for (;;) {
        if (used == text.size()) {
            if (used > maxBytes)
                return ReadStatus::TooLarge;
            text.resize(std::min<std::size_t>(maxBytes + 1, text.size() * 2 + 4096));
        }
        const ssize_t n = ::read(fd, text.data() + used, text.size() - used);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return ReadStatus::Unreadable;
        }
        if (n == 0)
            break;
        used += static_cast<std::size_t>(n);
    }
    if (used > maxBytes)
        return ReadStatus::TooLarge;
    text.resize(used);
    out = std::move(text);
    return ReadStatus::Ok;
}

bool syncDirectoryOf(const std::string &path)
{
    const std::string dir = std::filesystem::path(path).parent_path().string();
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0 || errno == EINVAL; // EINVAL: a file system without fsync
    ::close(fd);
    return ok;
}

bool writeFileAtomically(const std::string &path, std::string_view content, std::string *error)
{
    auto fail = [&](const std::string &what, int err) {
        if (error)
            *error = what + ": " + std::strerror(err);
        return false;
    };
    // A fresh, exclusive temporary file beside the target (never a link someone left there).
    std::string temp = path + ".XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        return fail("cannot write " + path, errno);
    auto abandon = [&](const std::string &what) {
        const int err = errno;
        ::close(fd);
        ::unlink(temp.c_str());
        return fail(what, err);
    };
    // Every byte checked: a full disk shows here (ENOSPC, EFBIG), not after the rename.
    std::size_t done = 0;
    while (done < content.size()) {
        const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return abandon("cannot write " + path);
        }
        done += static_cast<std::size_t>(n);
    }
    // mkstemp makes the file 0600; a transcript is an ordinary file (0666 minus the umask).
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);
    if (::fsync(fd) != 0)
        return abandon("cannot write " + path);
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(temp.c_str());
        return fail("cannot write " + path, err);
    }
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(temp.c_str());
        return fail("cannot replace " + path, err);
    }
    // The rename itself is durable only once the directory is on disk.
    if (!syncDirectoryOf(path))
        return fail("cannot sync the folder of " + path, errno);
    return true;
}

} // namespace kotatsu
