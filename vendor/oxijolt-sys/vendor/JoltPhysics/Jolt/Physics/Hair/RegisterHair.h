// Jolt Physics Library (https://github.com/jrouwe/JoltPhysics)
// SPDX-FileCopyrightText: 2026 Jorrit Rouwe
// SPDX-License-Identifier: MIT

#pragma once

JPH_NAMESPACE_BEGIN

/// The hair system is not registered by default, call this function after RegisterTypes to register it
JPH_EXPORT void RegisterHair();

JPH_NAMESPACE_END
