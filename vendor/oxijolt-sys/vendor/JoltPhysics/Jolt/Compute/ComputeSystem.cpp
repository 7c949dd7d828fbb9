// Jolt Physics Library (https://github.com/jrouwe/JoltPhysics)
// SPDX-FileCopyrightText: 2026 Jorrit Rouwe
// SPDX-License-Identifier: MIT

#include <Jolt/Jolt.h>

#include <Jolt/Compute/ComputeSystem.h>

JPH_NAMESPACE_BEGIN

JPH_IMPLEMENT_RTTI_ABSTRACT_BASE(ComputeSystem)
{
}

JPH_NAMESPACE_END
