// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>

namespace kotatsu {

// A vector with inline storage and a fixed capacity. Game states are cloned thousands of
// times per second by the search agents; keeping their containers inline makes a clone a
// plain copy with no heap allocation. Capacities are bounded by the data schemas.
template <typename T, std::size_t N>
class FixedVector
{
public:
    using value_type = T;
    using iterator = T *;
    using const_iterator = const T *;

    FixedVector() = default;
    FixedVector(std::initializer_list<T> items)
    {
        for (const T &item : items)
            push_back(item);
    }

    static constexpr std::size_t capacity() { return N; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    bool full() const { return m_size == N; }

    T *begin() { return m_data.data(); }
    T *end() { return m_data.data() + m_size; }
    const T *begin() const { return m_data.data(); }
    const T *end() const { return m_data.data() + m_size; }

    T &operator[](std::size_t i)
    {
        assert(i < m_size);
        return m_data[i];
    }
    const T &operator[](std::size_t i) const
    {
        assert(i < m_size);
        return m_data[i];
    }
    T &front() { return (*this)[0]; }
    T &back() { return (*this)[m_size - 1]; }
    const T &front() const { return (*this)[0]; }
    const T &back() const { return (*this)[m_size - 1]; }

    void push_back(const T &value)
    {
        assert(m_size < N);
        m_data[m_size++] = value;
    }
    T pop_back()
    {
        assert(m_size > 0);
        return m_data[--m_size];
    }
    void clear() { m_size = 0; }
    void resize(std::size_t n, const T &value = T())
    {
        assert(n <= N);
        for (std::size_t i = m_size; i < n; ++i)
            m_data[i] = value;
        m_size = static_cast<decltype(m_size)>(n);
    }

    void insert(std::size_t index, const T &value)
    {
        assert(m_size < N && index <= m_size);
        for (std::size_t i = m_size; i > index; --i)
            m_data[i] = m_data[i - 1];
        m_data[index] = value;
        ++m_size;
    }
    void erase(std::size_t index)
    {
        assert(index < m_size);
        for (std::size_t i = index + 1; i < m_size; ++i)
            m_data[i - 1] = m_data[i];
        --m_size;
    }
    // Removes the first element equal to value; returns whether one was found.
    bool removeOne(const T &value)
    {
        for (std::size_t i = 0; i < m_size; ++i) {
            if (m_data[i] == value) {
                erase(i);
                return true;
            }
        }
        return false;
    }
    bool contains(const T &value) const { return std::find(begin(), end(), value) != end(); }

    bool operator==(const FixedVector &other) const
    {
        return m_size == other.m_size && std::equal(begin(), end(), other.begin());
    }

private:
    std::array<T, N> m_data{};
    std::uint16_t m_size = 0;
};

} // namespace kotatsu
